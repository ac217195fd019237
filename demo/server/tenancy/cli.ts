// `npm run agency -- add|set|show|list|disable|enable|demo`: the agencies one PostgreSQL serves
// (AGENCIES=database, docs/deploy.md), managed as the tables' owner (DATABASE_OWNER_URL,
// else DATABASE_URL). Secrets are sealed with AGENCY_SECRETS_KEY before they are written;
// no command prints one's value.
//
//   add --slug s --name N --site-host www.s.be [--api-host api.s.be] --public-url https://www.s.be [--api-url …]
//       [--origin https://www.s.be]… --sender info@s.be [--email office@s.be] [--address "…"] [--phone "…"]
//       [--languages nl,fr] [--language fr] [--recaptcha-site-key …]
//       [--crm CRM=omnicasa --crm OMNICASA_CUSTOMER=…]… [--secret NAME=value]… [--seed]
//   secrets: captchaSecret, recaptchaSecret, the CRM's credentials by its settings' names (OMNICASA_PASSWORD)
//   show <slug>                  its settings, each beside the option that sets it; its secrets by name
//   set <slug> [add's options]   each option given replaces that setting, the others stay:
//       --slug, --name, a value (--public-url …), a list (--origin …, --languages nl,fr);
//       --site-host …/--api-host … replace that kind's hosts; --add-site-host, --add-api-host, --remove-host h add or take one;
//       --crm NAME=value, --secret NAME=value replace that one and keep the others;
//       --unset NAME removes a CRM setting, a secret, or an optional setting (api-url, origin, email, address, phone,
//       language, recaptcha-site-key). Checked as add is, written in one transaction, or nothing is.
//       An agency without settings (the migration's agency 1, slug `default`, of a database made for one agency)
//       needs --public-url, --sender and a host, as add does. Running instances use a change within 30 s
//       (settings) and 5 s (hosts), without a restart.
//   list
//   disable <slug> | enable <slug>
//   demo --host-a a.localhost:8080 --host-b b.localhost:8080   the demo's two agencies, seeded
import { agencyCommand } from './agency-command.ts';

try {
  await agencyCommand(process.argv.slice(2), process.env, (line) => console.log(line));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
