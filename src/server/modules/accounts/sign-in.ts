import { ADMIN_LOGIN_FAILED, PARTNER_LOGIN_FAILED, UNDER_REVIEW } from '#domain/accounts/messages.ts';
import type { SessionUser } from '#domain/accounts/responses.ts';
import type { SubjectType } from '#domain/accounts/roles.ts';
import { AppError } from '#server/http/app-error.ts';
import type { AccountsRepo } from './accounts.repo';
import type { PasswordChecker } from './credentials';

// One sign-in rule for every role: a wrong email and a wrong password fail alike (401, one
// message). Only after the password is proven right may we say the account awaits approval.

export async function signIn(
  deps: { accounts: AccountsRepo; checkPassword: PasswordChecker },
  input: { type: SubjectType; email: string; password: string },
): Promise<SessionUser> {
  const failed = input.type === 'admin' ? ADMIN_LOGIN_FAILED : PARTNER_LOGIN_FAILED;
  const account = await deps.accounts.findCredentials(input.type, input.email);
  const ok = await deps.checkPassword(input.password, account?.passwordHash);
  if (!account || !ok) throw new AppError(401, 'invalid_credentials', failed);
  if (!account.isApproved) throw new AppError(403, 'under_review', UNDER_REVIEW);
  return { type: input.type, id: account.id, name: account.name, email: account.email };
}
