/**
 * The submitted form of an action. A body that cannot be read as a form (a broken multipart
 * boundary, a cut-off upload, another content type) is the sender's fault: 400, which the page's
 * error boundary shows in the user's language, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
  }
}
