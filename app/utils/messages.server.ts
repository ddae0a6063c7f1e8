import { and, count, eq } from 'drizzle-orm'
import { getDb } from '#db/client'
import { messageReceipts } from '#db/schema/engagement'

export async function unreadMessageCount(userId: number): Promise<number> {
  const [row] = await getDb()
    .select({ unread: count() })
    .from(messageReceipts)
    .where(and(eq(messageReceipts.receiverId, userId), eq(messageReceipts.isRead, false)))
  return row.unread
}
