// `npm run admin:create -- --email ops@example.com [--name "Ops Team"]`: creates an administrator.
// The password is read from ADMIN_PASSWORD or asked for on the terminal (never a command-line
// argument, which would end up in shell history and process lists).
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { isCommonPassword } from './common-passwords';
import { ADMIN_PASSWORD_TOO_COMMON, ensureAdmin } from './ensure-admin';
import { promptHidden } from './prompt-hidden';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = z.email().safeParse(values.email ?? process.env.ADMIN_EMAIL);
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--name "Your Name"]');
  process.exit(2);
}

let password = process.env.ADMIN_PASSWORD;
if (!password) {
  password = await promptHidden('Password (at least 12 characters): ');
}
if (password.length < 12) {
  console.error('The password must be at least 12 characters.');
  process.exit(2);
}
if (isCommonPassword(password)) {
  console.error(ADMIN_PASSWORD_TOO_COMMON);
  process.exit(2);
}

const { ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
const database = await openConfiguredDatabase(loadConfig(env));
try {
  const { created } = await ensureAdmin(database.db, { email: email.data, password, name: values.name });
  console.log(
    created ? `Admin ${email.data} created.` : `An admin with the email ${email.data} already exists.`,
  );
} finally {
  await database.close();
}
