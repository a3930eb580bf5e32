/*
 * The user a sign-in mutation (login, confirmSignUp, resetPassword, authenticate) just opened a session
 * for. That request has no viewer yet, but its answer is read by the same person: fields answered
 * only to the user themself (termsToAccept) answer for this row too. Rows are per request, so a
 * WeakSet of them marks nothing beyond it.
 */
const sessionUsers = new WeakSet<object>();

export function markSessionUser<T extends object>(user: T): T {
  sessionUsers.add(user);
  return user;
}

/** Whether `user` is the viewer, or the user this request signed in. */
export function isSelf(viewerId: string | undefined, user: { id: string }): boolean {
  return viewerId === user.id || sessionUsers.has(user);
}
