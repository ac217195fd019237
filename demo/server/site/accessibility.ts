/**
 * The accessibility statement the European Accessibility Act asks of the site: the
 * standard it aims at, how it is tested, what is known not to meet it, whom to tell about
 * a barrier, and its date. Demo content in four languages, as the agency's editors would
 * write it, except for one part no editor writes: the automated checks, which the build
 * reads from the test suite (tools/accessibility-checks.ts) into dist/, so a deployment
 * without its tests still lists them. A new check without its words here fails
 * accessibility.test.ts rather than going unlisted.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDate } from '../../../core/format/numbers.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { withFrenchTypography } from '../../../core/i18n/text-style.ts';
import { AGENCY } from './content.ts';

type Texts = Readonly<Record<Language, string>>;

/** The day the editors last reviewed the statement. */
export const STATEMENT_DATE = '2026-11-29';

/** The checks, as the build wrote them from the test suite (tools/accessibility-checks.ts). */
const CHECKS_FILE = fileURLToPath(new URL('../../../dist/accessibility-checks.json', import.meta.url));

export interface AutomatedCheck {
  /** the check's function name in the test suite */
  name: string;
  /** the test files that run it (paths from the project's root) */
  files: string[];
}

let checksRead: AutomatedCheck[] | undefined;
/** The checks, read once per server from the build. */
export function automatedChecks(): AutomatedCheck[] {
  checksRead ??= JSON.parse(readFileSync(CHECKS_FILE, 'utf8')) as AutomatedCheck[];
  return checksRead;
}

/** What each check looks for, in the visitor's words. */
export const CHECK_TEXTS: Readonly<Record<string, Texts>> = {
  axeViolations: {
    nl: 'axe-core, de automatische regels voor WCAG op niveau A en AA en de goede praktijken, op de pagina’s en hun onderdelen',
    fr: 'axe-core, les règles automatiques des WCAG aux niveaux A et AA et les bonnes pratiques, sur les pages et leurs composants',
    en: 'axe-core, the automatic rules for WCAG levels A and AA and best practices, on the pages and their components',
    de: 'axe-core, die automatischen Regeln der WCAG auf den Stufen A und AA und bewährte Praktiken, auf den Seiten und ihren Bestandteilen',
  },
  sidewaysScroll: {
    nl: 'geen horizontaal scrollen op 375, 800 en 1280 pixels breed, ook met de standaardlettertypen van de browser (herschikken, 1.4.10)',
    fr: 'pas de défilement horizontal à 375, 800 et 1280 pixels de large, y compris avec les polices par défaut du navigateur (redistribution, 1.4.10)',
    en: 'no sideways scrolling at 375, 800 and 1280 pixels wide, also with the browser’s default fonts (reflow, 1.4.10)',
    de: 'kein seitliches Scrollen bei 375, 800 und 1280 Pixel Breite, auch mit den Standardschriften des Browsers (Umbruch, 1.4.10)',
  },
  duplicateIds: {
    nl: 'geen dubbele id’s, zodat elk label en elke beschrijving naar het juiste veld wijst',
    fr: 'aucun identifiant en double, pour que chaque étiquette et chaque description désigne le bon champ',
    en: 'no duplicate ids, so that every label and description points at the right field',
    de: 'keine doppelten IDs, damit jede Beschriftung und jede Beschreibung auf das richtige Feld verweist',
  },
  unnamedControls: {
    nl: 'elke knop, link en elk veld heeft een naam in de toegankelijkheidsboom (naam, rol, waarde, 4.1.2)',
    fr: 'chaque bouton, lien et champ a un nom dans l’arbre d’accessibilité (nom, rôle et valeur, 4.1.2)',
    en: 'every button, link and field has a name in the accessibility tree (name, role, value, 4.1.2)',
    de: 'jede Schaltfläche, jeder Link und jedes Feld hat einen Namen im Barrierefreiheitsbaum (Name, Rolle, Wert, 4.1.2)',
  },
  mislabelledControls: {
    nl: 'elk formulierveld wordt voorgelezen met zijn eigen label (label in naam, 2.5.3)',
    fr: 'chaque champ de formulaire est annoncé avec sa propre étiquette (étiquette dans le nom, 2.5.3)',
    en: 'every form field is announced with its own label (label in name, 2.5.3)',
    de: 'jedes Formularfeld wird mit seiner eigenen Beschriftung angesagt (Beschriftung im Namen, 2.5.3)',
  },
  framesShowingErrors: {
    nl: 'geen ingesloten kader dat een foutpagina toont',
    fr: 'aucun cadre intégré qui affiche une page d’erreur',
    en: 'no embedded frame showing an error page',
    de: 'kein eingebetteter Rahmen, der eine Fehlerseite zeigt',
  },
  focusCoveredByBanner: {
    nl: 'met de Tab-toets blijft het element met de focus zichtbaar naast de cookiebanner (focus niet bedekt, 2.4.11)',
    fr: 'à la touche Tab, l’élément qui a le focus reste visible à côté du bandeau des cookies (focus non masqué, 2.4.11)',
    en: 'moving with the Tab key, the focused element stays visible beside the cookie banner (focus not obscured, 2.4.11)',
    de: 'mit der Tabulatortaste bleibt das fokussierte Element neben dem Cookie-Banner sichtbar (Fokus nicht verdeckt, 2.4.11)',
  },
  buttonsMovingUnderPress: {
    nl: 'geen knop die wegschuift tussen het indrukken en het loslaten (annulering van aanwijzer, 2.5.2)',
    fr: 'aucun bouton qui se déplace entre l’appui et le relâchement (annulation de l’action du pointeur, 2.5.2)',
    en: 'no button that moves away between a press and its release (pointer cancellation, 2.5.2)',
    de: 'keine Schaltfläche, die sich zwischen Drücken und Loslassen verschiebt (Zeigerabbruch, 2.5.2)',
  },
};

const FILES: Readonly<Record<Language, (count: number) => string>> = {
  nl: (count) => (count === 1 ? 'in 1 testbestand' : `in ${count} testbestanden`),
  fr: (count) => (count === 1 ? 'dans 1 fichier de test' : `dans ${count} fichiers de test`),
  en: (count) => (count === 1 ? 'in 1 test file' : `in ${count} test files`),
  de: (count) => (count === 1 ? 'in 1 Testdatei' : `in ${count} Testdateien`),
};

export const STATEMENT_TEXTS = {
  intro: {
    nl: `${AGENCY.name} wil dat iedereen deze website kan gebruiken, ook wie slecht ziet, niet hoort, geen muis gebruikt of een schermlezer gebruikt. Deze verklaring geldt voor alle pagina’s van de website en voor de formulieren, de kaart, de favorieten en de vergelijking die erop staan.`,
    fr: `${AGENCY.name} veut que chacun puisse utiliser ce site, y compris les personnes qui voient mal, n’entendent pas, n’utilisent pas de souris ou se servent d’un lecteur d’écran. Cette déclaration s’applique à toutes les pages du site et aux formulaires, à la carte, aux favoris et à la comparaison qu’elles contiennent.`,
    en: `${AGENCY.name} wants everyone to be able to use this website, including people who have low vision, are deaf, do not use a mouse or use a screen reader. This statement covers every page of the website and the forms, the map, the favourites and the comparison on them.`,
    de: `${AGENCY.name} möchte, dass jeder diese Website nutzen kann, auch Menschen, die schlecht sehen, nicht hören, keine Maus verwenden oder einen Screenreader nutzen. Diese Erklärung gilt für alle Seiten der Website und für die Formulare, die Karte, die Favoriten und den Vergleich darauf.`,
  },
  standardHeading: { nl: 'Norm en wetgeving', fr: 'Norme et législation', en: 'Standard and law', de: 'Norm und Rechtsgrundlage' },
  standard: {
    nl: 'Wij streven naar niveau AA van de Web Content Accessibility Guidelines (WCAG) 2.2, de eisen die de Europese norm EN 301 549 voor websites stelt. De Europese toegankelijkheidsakte (richtlijn (EU) 2019/882) is van toepassing sinds 28 juni 2025; in België zet de wet van 5 november 2023 haar om in het Wetboek van economisch recht.',
    fr: 'Nous visons le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2, les exigences que la norme européenne EN 301 549 pose pour les sites web. L’acte européen sur l’accessibilité (directive (UE) 2019/882) s’applique depuis le 28 juin 2025 ; en Belgique, la loi du 5 novembre 2023 le transpose dans le Code de droit économique.',
    en: 'We aim for level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, the requirements the European standard EN 301 549 sets for websites. The European Accessibility Act (Directive (EU) 2019/882) applies since 28 June 2025; in Belgium, the law of 5 November 2023 transposes it into the Code of Economic Law.',
    de: 'Wir streben die Stufe AA der Web Content Accessibility Guidelines (WCAG) 2.2 an, die Anforderungen, die die europäische Norm EN 301 549 an Websites stellt. Der European Accessibility Act (Richtlinie (EU) 2019/882) gilt seit dem 28. Juni 2025; in Belgien setzt ihn das Gesetz vom 5. November 2023 im Wirtschaftsgesetzbuch um.',
  },
  status: {
    nl: 'Deze website voldoet gedeeltelijk aan WCAG 2.2 niveau AA: wat nog niet voldoet, staat hieronder bij de bekende beperkingen.',
    fr: 'Ce site est partiellement conforme au niveau AA des WCAG 2.2 : ce qui ne l’est pas encore figure ci-dessous parmi les limites connues.',
    en: 'This website partially conforms to WCAG 2.2 level AA: what does not yet conform is listed below under known limitations.',
    de: 'Diese Website ist teilweise konform mit WCAG 2.2 Stufe AA: Was noch nicht konform ist, steht unten bei den bekannten Einschränkungen.',
  },
  testingHeading: { nl: 'Hoe wij testen', fr: 'Comment nous testons', en: 'How we test', de: 'Wie wir testen' },
  testing: {
    nl: 'Bij elke wijziging aan de website lopen automatische tests in een echte browser (Chromium), in de vier talen van de website. Deze controles lopen vandaag:',
    fr: 'À chaque modification du site, des tests automatiques s’exécutent dans un vrai navigateur (Chromium), dans les quatre langues du site. Ces contrôles s’exécutent aujourd’hui :',
    en: 'With every change to the website, automated tests run in a real browser (Chromium), in the website’s four languages. These checks run today:',
    de: 'Bei jeder Änderung der Website laufen automatische Tests in einem echten Browser (Chromium), in den vier Sprachen der Website. Diese Prüfungen laufen heute:',
  },
  testingLimits: {
    nl: 'Automatische controles vinden niet elk probleem. De website is nog niet beoordeeld door mensen die dagelijks een schermlezer of spraakbesturing gebruiken.',
    fr: 'Les contrôles automatiques ne trouvent pas tous les problèmes. Le site n’a pas encore été évalué par des personnes qui utilisent au quotidien un lecteur d’écran ou la commande vocale.',
    en: 'Automated checks do not find every problem. The website has not yet been assessed by people who use a screen reader or voice control every day.',
    de: 'Automatische Prüfungen finden nicht jedes Problem. Die Website wurde noch nicht von Menschen beurteilt, die täglich einen Screenreader oder eine Sprachsteuerung nutzen.',
  },
  limitationsHeading: { nl: 'Bekende beperkingen', fr: 'Limites connues', en: 'Known limitations', de: 'Bekannte Einschränkungen' },
  limitations: {
    nl: [
      'De meeste foto’s van panden hebben geen beschrijving van wat erop staat: het beheersysteem van de makelaar levert er zelden een. Zo’n foto wordt genoemd naar het pand en haar plaats in de reeks.',
      'Een zone op de kaart tekenen vraagt een muis of een aanraakscherm. U kunt dezelfde zoekopdracht maken door gemeenten of postcodes in de lijst te kiezen; elk pand op de kaart staat ook in de lijsten.',
      'PDF-documenten (de brochure, de formulieren om af te drukken, plannen en attesten van eigenaars) zijn niet getagd: een schermlezer leest hun tekst, maar niet hun structuur.',
      'Video’s en virtuele bezoeken komen van andere diensten en verschijnen pas na uw toestemming voor hun cookies; ondertiteling en bediening met het toetsenbord hangen van die diensten af.',
    ],
    fr: [
      'La plupart des photos des biens n’ont pas de description de ce qu’elles montrent : le logiciel de gestion de l’agence en fournit rarement une. Une telle photo est désignée par le bien et sa place dans la série.',
      'Dessiner une zone sur la carte demande une souris ou un écran tactile. Vous pouvez faire la même recherche en choisissant des communes ou des codes postaux dans la liste ; chaque bien de la carte figure aussi dans les listes.',
      'Les documents PDF (la brochure, les formulaires à imprimer, les plans et attestations fournis par les propriétaires) ne sont pas balisés : un lecteur d’écran lit leur texte, mais pas leur structure.',
      'Les vidéos et visites virtuelles viennent d’autres services et n’apparaissent qu’après votre accord pour leurs cookies ; les sous-titres et l’utilisation au clavier dépendent de ces services.',
    ],
    en: [
      'Most photos of properties have no description of what they show: the agency’s management software rarely provides one. Such a photo is named after the property and its place in the series.',
      'Drawing an area on the map needs a mouse or a touch screen. You can make the same search by choosing municipalities or postal codes from the list; every property on the map is also in the lists.',
      'PDF documents (the brochure, the forms to print, plans and certificates supplied by owners) are not tagged: a screen reader reads their text but not their structure.',
      'Videos and virtual tours come from other services and appear only after you accept their cookies; captions and keyboard use depend on those services.',
    ],
    de: [
      'Die meisten Fotos der Immobilien haben keine Beschreibung dessen, was sie zeigen: Die Verwaltungssoftware des Maklers liefert selten eine. Ein solches Foto wird nach der Immobilie und seiner Stelle in der Reihe benannt.',
      'Ein Gebiet auf der Karte zu zeichnen erfordert eine Maus oder einen Touchscreen. Dieselbe Suche können Sie erstellen, indem Sie Gemeinden oder Postleitzahlen aus der Liste wählen; jede Immobilie der Karte steht auch in den Listen.',
      'PDF-Dokumente (die Broschüre, die Formulare zum Ausdrucken, Pläne und Bescheinigungen der Eigentümer) sind nicht getaggt: Ein Screenreader liest ihren Text, aber nicht ihre Struktur.',
      'Videos und virtuelle Besichtigungen stammen von anderen Diensten und erscheinen erst, nachdem Sie deren Cookies zugestimmt haben; Untertitel und Bedienung per Tastatur hängen von diesen Diensten ab.',
    ],
  } as Readonly<Record<Language, readonly string[]>>,
  contactHeading: { nl: 'Een drempel melden', fr: 'Signaler un obstacle', en: 'Reporting a barrier', de: 'Eine Barriere melden' },
  contact: {
    nl: `Stuit u op een drempel, of hebt u informatie van deze website in een andere vorm nodig? Mail naar ${AGENCY.email} of bel ${AGENCY.phone} tijdens de openingsuren. Wij antwoorden binnen vijf werkdagen en bezorgen u de informatie intussen op een andere manier.`,
    fr: `Vous rencontrez un obstacle, ou vous avez besoin d’une information de ce site sous une autre forme ? Écrivez à ${AGENCY.email} ou appelez le ${AGENCY.phone} pendant les heures d’ouverture. Nous vous répondons dans les cinq jours ouvrables et vous transmettons l’information d’une autre manière entre-temps.`,
    en: `Have you met a barrier, or do you need information from this website in another form? E-mail ${AGENCY.email} or call ${AGENCY.phone} during opening hours. We answer within five working days and get the information to you another way in the meantime.`,
    de: `Stoßen Sie auf eine Barriere, oder benötigen Sie Informationen dieser Website in einer anderen Form? Schreiben Sie an ${AGENCY.email} oder rufen Sie während der Öffnungszeiten ${AGENCY.phone} an. Wir antworten innerhalb von fünf Werktagen und lassen Ihnen die Informationen in der Zwischenzeit auf anderem Weg zukommen.`,
  },
  complaint: {
    nl: 'Bent u niet tevreden met ons antwoord, dan kunt u een melding doen bij de FOD Economie via ConsumerConnect (consumerconnect.be).',
    fr: 'Si notre réponse ne vous satisfait pas, vous pouvez faire un signalement auprès du SPF Économie via ConsumerConnect (consumerconnect.be).',
    en: 'If our answer does not satisfy you, you can report it to the FPS Economy through ConsumerConnect (consumerconnect.be).',
    de: 'Sind Sie mit unserer Antwort nicht zufrieden, können Sie dies dem FÖD Wirtschaft über ConsumerConnect (consumerconnect.be) melden.',
  },
  dated: {
    nl: 'Deze verklaring werd opgesteld op {date}.',
    fr: 'Cette déclaration a été établie le {date}.',
    en: 'This statement was prepared on {date}.',
    de: 'Diese Erklärung wurde am {date} erstellt.',
  },
} as const;

/** One section of the statement: its heading, its paragraphs, and a list. */
export interface StatementSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
}

/** The statement in `language`: an introduction, its sections, and its date. */
export function accessibilityStatement(language: Language, checks: readonly AutomatedCheck[] = automatedChecks()) {
  // French as French is typeset (a narrow no-break space before : ; ? !), however the texts above are typed
  const typeset = (text: string) => (language === 'fr' ? withFrenchTypography(text) : text);
  const texts = STATEMENT_TEXTS;
  const sections: StatementSection[] = [
    { heading: texts.standardHeading[language], paragraphs: [texts.standard[language], texts.status[language]] },
    {
      heading: texts.testingHeading[language],
      paragraphs: [texts.testing[language]],
      items: checks.map((check) => `${CHECK_TEXTS[check.name]?.[language] ?? check.name}, ${FILES[language](check.files.length)}`),
      after: [texts.testingLimits[language]],
    },
    { heading: texts.limitationsHeading[language], paragraphs: [], items: texts.limitations[language] },
    { heading: texts.contactHeading[language], paragraphs: [texts.contact[language], texts.complaint[language]] },
  ];
  return {
    intro: typeset(texts.intro[language]),
    sections: sections.map((section) => ({
      heading: typeset(section.heading),
      paragraphs: section.paragraphs.map(typeset),
      items: section.items?.map(typeset),
      after: section.after?.map(typeset),
    })),
    dated: typeset(texts.dated[language].replace('{date}', formatDate(STATEMENT_DATE, language))),
  };
}
