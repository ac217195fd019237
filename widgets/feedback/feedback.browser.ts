// <agency-feedback> as a page gets it: from the built bundle in dist/.
import { expect } from 'chai';
import { axeViolations, renderedRoot, until } from '../testing/browser.ts';

localStorage.clear();
document.title = 'Thank you';
document.documentElement.lang = 'en';
document.body.innerHTML = `
  <agency-config languages="nl,fr,en,de"></agency-config>
  <main>
    <agency-feedback id="visit" kind="contact-appointment" property-id="5101"></agency-feedback>
  </main>
  <aside>
    <agency-feedback id="friend" kind="send-to-friend" lang="de" heading-level="2"></agency-feedback>
    <agency-feedback id="project" kind="contact-construction" project-id="4" lang="fr" heading-level="2"></agency-feedback>
    <agency-feedback id="unknown" kind="mortgage" lang="nl" heading-level="2"></agency-feedback>
  </aside>`;

const navigations: string[] = [];
document.addEventListener('agency-navigate', (event) => {
  navigations.push(event.detail.href);
  event.preventDefault();
});

await import('/dist/agency-widgets.js' as string);

const root = (id: string) => document.getElementById(id)!.shadowRoot!;
const heading = (id: string) => root(id).querySelector('h1, h2');
const links = (id: string) => [...root(id).querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
const body = (id: string) => [...root(id).querySelectorAll('[part="body"] p')].map((paragraph) => paragraph.textContent);

describe('<agency-feedback>', () => {
  before(async () => {
    for (const id of ['visit', 'friend', 'project', 'unknown']) await renderedRoot(`#${id}`);
  });

  it('thanks for a visit request with the spec’s success text, what comes next and the way back', () => {
    expect(heading('visit')?.tagName).to.equal('H1');
    expect(heading('visit')?.textContent).to.equal('We have received your visit request');
    expect(body('visit')).to.deep.equal([
      'Thank you for your trust.',
      'We will call you to plan the visit, if possible at a time you chose.',
      'We have also sent you a confirmation by e-mail.',
    ]);
    expect(links('visit')).to.deep.equal([
      ['Back to the property', '/en/property/5101/'],
      ['See our properties', '/en/our-properties/'],
      ['Go to the homepage', '/en/'],
    ]);
  });

  it('takes the focus on arrival, on its heading', async () => {
    // the last one rendered took it last; each one focuses its own heading once
    await until(() => document.activeElement?.localName === 'agency-feedback');
    const host = document.activeElement as HTMLElement;
    expect(host.shadowRoot!.activeElement).to.equal(heading(host.id));
    expect(heading(host.id)?.getAttribute('tabindex')).to.equal('-1');
  });

  it('speaks each page’s language: sent to a friend in German, a project in French', () => {
    expect(heading('friend')?.textContent).to.equal('An Ihren Freund gesendet');
    expect(body('friend')).to.deep.equal(['Die Immobilie wurde Ihrem Freund per E-Mail zugesandt.']);
    expect(links('friend').map(([, href]) => href)).to.deep.equal(['/de/unsere-immobilien/', '/de/']);
    expect(links('project')).to.deep.equal([
      ['Retour au projet', '/fr/projets-neufs/4/'],
      ['Voir nos projets neufs', '/fr/projets-neufs/'],
      ['Aller à la page d’accueil', '/fr/'],
    ]);
  });

  it('still answers, and thanks once, for a kind it does not know', () => {
    expect(heading('unknown')?.textContent).to.equal('Wij hebben uw aanvraag ontvangen');
    expect(body('unknown')).to.deep.equal(['Bedankt voor uw vertrouwen. We nemen spoedig contact met u op.']);
  });

  it('asks the page to navigate when a link is followed', () => {
    root('visit').querySelector('a')!.click();
    expect(navigations).to.deep.equal([new URL('/en/property/5101/', location.href).href]);
  });

  it('has no accessibility violation (axe-core)', async () => {
    expect(await axeViolations(document)).to.deep.equal([]);
  });
});
