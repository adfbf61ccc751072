// The three callers of the fuzz suite: nobody (no cookie), a member and the primary admin (its
// address verified, so the admin routes are fuzzed with admin rights). A generated call may end a
// session (logout, or the admin suspending the member): `refresh` signs that caller in again,
// lifting a suspension first.
import { users } from '@greenroom/sync-server/db/schema/users';
import { eq } from 'drizzle-orm';
import { TEST_PASSWORD } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import type { Caller } from './requests';

export class Callers {
  private readonly cookies = new Map<Caller, string>();
  private readonly emails = new Map<Caller, string>();

  private constructor(private readonly t: TestApp) {}

  static async signUp(t: TestApp): Promise<Callers> {
    const callers = new Callers(t);
    const member = await t.signUp({ firstName: 'Fuzz' });
    // Verified through its e-mail link by signUp, like the member.
    const admin = await t.signUp({ email: t.env.PRIMARY_ADMIN_EMAIL, firstName: 'Admin' });
    callers.set('member', member.email, member.cookie);
    callers.set('admin', admin.email, admin.cookie);
    return callers;
  }

  private set(caller: Caller, email: string, cookie: string) {
    this.emails.set(caller, email);
    this.cookies.set(caller, cookie);
  }

  cookie(caller: Caller): string | undefined {
    return this.cookies.get(caller);
  }

  /** Signs `caller` in again when its session has ended. */
  async refresh(caller: Caller): Promise<void> {
    const email = this.emails.get(caller);
    const cookie = this.cookies.get(caller);
    if (!email || !cookie) return;
    const me = await this.t.request('/api/auth/user', { headers: { cookie } });
    if ((await me.json()) !== null) return;
    await this.t.db.update(users).set({ isSuspended: false }).where(eq(users.email, email));
    const { client, res } = await this.t.logIn(email, TEST_PASSWORD);
    if (res.status !== 200) throw new Error(`${caller} cannot sign in again: ${res.status}`);
    this.set(caller, email, client.jar.header()!);
  }
}
