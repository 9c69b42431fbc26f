/** Who does something in the back office, as the audit records it. */
export interface AdminActor {
  userId: string;
  email: string;
  ip: string;
}
