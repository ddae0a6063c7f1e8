import { eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { passwords } from '#db/schema/users'
import { hashPassword, verifyPassword } from '#core/password.server'

export async function currentPasswordMatches(userId: number, password: string): Promise<boolean> {
  const [row] = await getDb().select({ hash: passwords.hash }).from(passwords).where(eq(passwords.userId, userId))
  return row ? verifyPassword(password, row.hash) : false
}

/** Sets the user's own password, which also ends an administrator's must-change hold. */
export async function setPassword(userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password)
  await getDb()
    .insert(passwords)
    .values({ userId, hash })
    .onConflictDoUpdate({ target: passwords.userId, set: { hash, mustChange: false, updatedAt: new Date() } })
}
