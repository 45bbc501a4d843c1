import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { nextConditionStep } from '#bff/domain/entry/entry-conditions'
import { notFound } from '#bff/http/params.server'
import { getCompetition } from '#bff/services/competitions.server'
import { confirmPriorityCode } from '#bff/services/entry.server'
import { essential } from '#bff/services/failure.server'
import { confirm, confirmations } from '#bff/session/confirmations.server'

/* The entry conditions page (2-entry): a priority code, then the terms, before the entry page. */

type Context = AppLoadContext

async function competitionFor(context: Context, id: number) {
  const comp = await essential(getCompetition(context, id))
  if (!comp) throw notFound()
  return comp
}

export async function conditionsPage(context: Context, id: number) {
  const comp = await competitionFor(context, id)
  const step = nextConditionStep(comp, confirmations(context.session), new Date())
  if (step === 'entry') throw redirect(`/v2/entry-v2/${comp.id}`)
  return {
    id: comp.id,
    name: comp.name,
    step,
    openToAllAt: comp.priority.dateTime,
    messageHtml: comp.priority.message,
    termsHtml: comp.termsHtml,
  }
}

export async function conditionsPost(context: Context, id: number, form: FormData) {
  const comp = await competitionFor(context, id)
  const intent = form.get('intent')
  if (intent === 'priority') {
    const outcome = await confirmPriorityCode(context, comp.id, String(form.get('code') ?? ''))
    if (!outcome.ok) return data({ message: outcome.message }, 400)
    confirm(context.session, 'priority', comp.id)
  } else if (intent === 'terms') {
    // Terms come after the code: accepting them cannot skip a code still owed.
    if (nextConditionStep(comp, confirmations(context.session), new Date()) !== 'terms') throw redirect(`/v2/entry-conditions/${comp.id}`)
    confirm(context.session, 'terms', comp.id)
  } else {
    return data({ message: { key: 'errors.generic' } }, 400)
  }
  const next = nextConditionStep(comp, confirmations(context.session), new Date())
  throw redirect(next === 'entry' ? `/v2/entry-v2/${comp.id}` : `/v2/entry-conditions/${comp.id}`, {
    headers: { 'Set-Cookie': await context.sessions.commit(context.session) },
  })
}
