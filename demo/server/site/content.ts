/**
 * What the agency's editors would have written in their CMS around the widgets: short
 * page texts in four languages. Demo content, not product texts (those are in
 * dictionaries/), so it lives here as plain strings.
 */
import type { Language } from '../../../core/i18n/languages.ts';
import type { RouteKey } from '../../../core/routing/routes.ts';

type Texts = Readonly<Record<Language, string>>;

export const AGENCY = {
  name: 'Immo Demo',
  address: 'Grote Markt 1, 9000 Gent',
  phone: '09 123 45 67',
  email: 'info@immo-demo.example',
} as const;

/** What a contact page says besides its form: where the office is, how to call, when it is open. */
export const CONTACT_DETAILS = {
  heading: { nl: 'Ons kantoor', fr: 'Notre agence', en: 'Our office', de: 'Unser Büro' },
  phone: { nl: 'Telefoon', fr: 'Téléphone', en: 'Phone', de: 'Telefon' },
  email: { nl: 'E-mail', fr: 'E-mail', en: 'E-mail', de: 'E-Mail' },
  hoursHeading: { nl: 'Openingsuren', fr: 'Heures d’ouverture', en: 'Opening hours', de: 'Öffnungszeiten' },
  hours: {
    nl: [['Maandag tot vrijdag', '9.00–12.30 en 13.30–18.00 uur'], ['Zaterdag', '10.00–12.00 uur, op afspraak'], ['Zondag', 'gesloten']],
    fr: [['Du lundi au vendredi', '9 h–12 h 30 et 13 h 30–18 h'], ['Samedi', '10 h–12 h, sur rendez-vous'], ['Dimanche', 'fermé']],
    en: [['Monday to Friday', '9.00 am–12.30 pm and 1.30–6.00 pm'], ['Saturday', '10.00 am–12.00 pm, by appointment'], ['Sunday', 'closed']],
    de: [['Montag bis Freitag', '9.00–12.30 und 13.30–18.00 Uhr'], ['Samstag', '10.00–12.00 Uhr, nach Vereinbarung'], ['Sonntag', 'geschlossen']],
  } as Readonly<Record<Language, readonly (readonly [string, string])[]>>,
  visits: {
    nl: 'Bezoeken aan panden plannen wij ook buiten de openingsuren, ook op zaterdag.',
    fr: 'Nous organisons aussi des visites de biens en dehors de ces heures, le samedi compris.',
    en: 'We also arrange viewings outside these hours, Saturdays included.',
    de: 'Besichtigungen vereinbaren wir auch außerhalb dieser Zeiten, auch samstags.',
  },
} as const;

export const SITE_TEXTS = {
  navLabel: { nl: 'Hoofdmenu', fr: 'Menu principal', en: 'Main menu', de: 'Hauptmenü' },
  menu: { nl: 'Menu', fr: 'Menu', en: 'Menu', de: 'Menü' },
  footerLabel: { nl: 'Juridisch', fr: 'Mentions légales', en: 'Legal', de: 'Rechtliches' },
  skip: { nl: 'Naar de inhoud', fr: 'Aller au contenu', en: 'Skip to content', de: 'Zum Inhalt' },
  notYet: {
    nl: 'Dit onderdeel van de website is in deze demo nog niet beschikbaar.',
    fr: 'Cette partie du site n’est pas encore disponible dans cette démo.',
    en: 'This part of the site is not available in this demo yet.',
    de: 'Dieser Teil der Website ist in dieser Demo noch nicht verfügbar.',
  },
  latest: { nl: 'Nieuw in ons aanbod', fr: 'Nouveau dans notre offre', en: 'New on the market', de: 'Neu im Angebot' },
  tagline: {
    nl: 'Uw vastgoedkantoor in Gent, Brussel en Namen: verkopen, verhuren en nieuwbouw sinds 1987.',
    fr: 'Votre agence immobilière à Gand, Bruxelles et Namur : vente, location et projets neufs depuis 1987.',
    en: 'Your estate agent in Ghent, Brussels and Namur: sales, lettings and new developments since 1987.',
    de: 'Ihr Immobilienbüro in Gent, Brüssel und Namur: Verkauf, Vermietung und Neubau seit 1987.',
  },
} as const satisfies Record<string, Texts>;

/** An introduction above the screen, or the whole body of a page the CMS writes itself. */
export const PAGE_TEXTS: Partial<Record<RouteKey, Texts>> = {
  services: {
    nl: 'Of u nu verkoopt, verhuurt of een plaatsbeschrijving nodig hebt: wij begeleiden u van de eerste schatting tot de sleuteloverdracht.',
    fr: 'Que vous vendiez, louiez ou ayez besoin d’un état des lieux : nous vous accompagnons de la première estimation à la remise des clés.',
    en: 'Whether you sell, let or need an inventory of condition: we guide you from the first valuation to the handover of the keys.',
    de: 'Ob Sie verkaufen, vermieten oder eine Zustandsbeschreibung brauchen: Wir begleiten Sie von der ersten Schätzung bis zur Schlüsselübergabe.',
  },
  'services-selling': {
    nl: 'Een correcte prijs, professionele foto’s, alle verplichte attesten (EPC, asbest, elektriciteit, bodem) en een notaris die u kent: zo verkopen wij uw woning.',
    fr: 'Un prix juste, des photos professionnelles, toutes les attestations obligatoires (PEB, amiante, électricité, sol) et un notaire de votre choix : voilà comment nous vendons votre bien.',
    en: 'A fair price, professional photos, every certificate the law asks for (EPC, asbestos, electricity, soil) and a notary you know: that is how we sell your home.',
    de: 'Ein fairer Preis, professionelle Fotos, alle Pflichtbescheinigungen (EPB, Asbest, Elektrizität, Boden) und ein Notar Ihrer Wahl: So verkaufen wir Ihre Immobilie.',
  },
  'services-letting': {
    nl: 'Wij zoeken en screenen huurders, stellen het huurcontract op, registreren het en regelen de huurwaarborg.',
    fr: 'Nous cherchons et sélectionnons les locataires, rédigeons et enregistrons le bail et organisons la garantie locative.',
    en: 'We find and screen tenants, draw up and register the lease and arrange the rental deposit.',
    de: 'Wir suchen und prüfen Mieter, setzen den Mietvertrag auf, registrieren ihn und regeln die Mietkaution.',
  },
  'services-inventory': {
    nl: 'Een tegensprekelijke plaatsbeschrijving bij het begin en het einde van de huur voorkomt discussies over de huurwaarborg.',
    fr: 'Un état des lieux contradictoire à l’entrée et à la sortie évite les discussions sur la garantie locative.',
    en: 'An inventory of condition drawn up with both parties at the start and the end of a lease avoids disputes over the deposit.',
    de: 'Eine gemeinsame Zustandsbeschreibung bei Ein- und Auszug vermeidet Streit um die Mietkaution.',
  },
  privacy: {
    nl: 'Wij verwerken de gegevens die u ons via formulieren bezorgt enkel om uw vraag te beantwoorden, conform de AVG. U kunt ze op elk moment inkijken, laten verbeteren of laten wissen via info@immo-demo.example.',
    fr: 'Nous traitons les données que vous nous transmettez via nos formulaires uniquement pour répondre à votre demande, conformément au RGPD. Vous pouvez à tout moment les consulter, les faire rectifier ou effacer via info@immo-demo.example.',
    en: 'We process the data you send us through our forms only to answer your request, in line with the GDPR. You can see, correct or erase it at any time via info@immo-demo.example.',
    de: 'Wir verarbeiten die Daten, die Sie uns über Formulare senden, nur zur Beantwortung Ihrer Anfrage gemäß DSGVO. Sie können sie jederzeit über info@immo-demo.example einsehen, berichtigen oder löschen lassen.',
  },
  disclaimer: {
    nl: 'De informatie op deze website wordt met zorg samengesteld maar is niet contractueel. Prijzen en beschikbaarheid kunnen wijzigen.',
    fr: 'Les informations de ce site sont rédigées avec soin mais n’ont pas de valeur contractuelle. Les prix et disponibilités peuvent changer.',
    en: 'The information on this website is compiled with care but is not contractual. Prices and availability may change.',
    de: 'Die Informationen auf dieser Website werden sorgfältig zusammengestellt, sind aber nicht vertraglich bindend. Preise und Verfügbarkeit können sich ändern.',
  },
  'cookie-policy': {
    nl: 'Strikt noodzakelijke cookies staan altijd aan. Analytische cookies, marketingcookies, cookies van sociale media en niet-geclassificeerde cookies gebruiken wij enkel met uw toestemming, die u op elk moment kunt wijzigen via "Cookie-instellingen" onderaan elke pagina. Uw keuze bewaren wij zes maanden.',
    fr: 'Les cookies strictement nécessaires sont toujours actifs. Les cookies analytiques, marketing, de réseaux sociaux et non classés ne sont utilisés qu’avec votre consentement, que vous pouvez modifier à tout moment via « Paramètres des cookies » en bas de chaque page. Nous conservons votre choix six mois.',
    en: 'Strictly necessary cookies are always on. Analytics, marketing, social media and unclassified cookies are only used with your consent, which you can change at any time through "Cookie settings" at the bottom of every page. We keep your choice for six months.',
    de: 'Unbedingt erforderliche Cookies sind immer aktiv. Analyse-, Marketing-, Social-Media- und nicht klassifizierte Cookies verwenden wir nur mit Ihrer Einwilligung, die Sie jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern können. Wir speichern Ihre Wahl sechs Monate lang.',
  },
  documents: {
    nl: 'Download hier de documenten die u nodig hebt voor een bod, een huuraanvraag of een volmacht.',
    fr: 'Téléchargez ici les documents nécessaires pour une offre, une candidature locative ou une procuration.',
    en: 'Download the documents you need for an offer, a rental application or a power of attorney.',
    de: 'Laden Sie hier die Dokumente für ein Angebot, eine Mietbewerbung oder eine Vollmacht herunter.',
  },
  team: {
    nl: 'Twaalf vastgoedmakelaars, erkend door het BIV, in drie kantoren.',
    fr: 'Douze agents immobiliers agréés IPI, dans trois agences.',
    en: 'Twelve estate agents licensed by the Belgian Institute of Estate Agents, in three offices.',
    de: 'Zwölf beim BIV zugelassene Immobilienmakler in drei Büros.',
  },
  jobs: {
    nl: 'Wij zoeken een commercieel medewerker voor ons kantoor in Gent.',
    fr: 'Nous recherchons un(e) collaborateur(trice) commercial(e) pour notre agence de Namur.',
    en: 'We are looking for a sales associate for our Ghent office.',
    de: 'Wir suchen einen Vertriebsmitarbeiter für unser Büro in Gent.',
  },
  home: {
    nl: 'Welkom bij Immo Demo. Ontdek ons aanbod te koop en te huur in Vlaanderen, Brussel, Wallonië en Luxemburg.',
    fr: 'Bienvenue chez Immo Demo. Découvrez notre offre à vendre et à louer en Flandre, à Bruxelles, en Wallonie et au Luxembourg.',
    en: 'Welcome to Immo Demo. Discover our properties for sale and for rent in Flanders, Brussels, Wallonia and Luxembourg.',
    de: 'Willkommen bei Immo Demo. Entdecken Sie unser Angebot zum Kauf und zur Miete in Flandern, Brüssel, der Wallonie und Luxemburg.',
  },
};

/** The main menu, in this order. */
export const MENU: readonly RouteKey[] = ['for-sale', 'for-rent', 'map', 'projects', 'valuation', 'services', 'contact', 'favourites', 'login'];

/** The footer's links. */
export const FOOTER: readonly RouteKey[] = ['privacy', 'disclaimer', 'cookie-policy', 'documents', 'team', 'jobs'];
