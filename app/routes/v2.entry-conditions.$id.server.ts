import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { nextConditionStep } from '#bff/domain/entry-conditions'
import { getCompetition } from '#bff/services/competitions.server'
import { confirmPriorityCode } from '#bff/services/entry.server'
import { essential } from '#bff/services/failure.server'
import { requireUserScreen } from '#bff/session/guards.server'
import { readForm } from '#bff/http/read-form.server'

async function competitionFor(args: LoaderFunctionArgs) {
  requireUserScreen(args.context, 'entryConditions', args.params)
  const id = Number(args.params.id)
  const comp = Number.isInteger(id) && id > 0 ? await essential(getCompetition(args.context, id)) : null
  if (!comp) throw new Response('Not Found', { status: 404 })
  return comp
}

function confirmed(context: LoaderFunctionArgs['context']) {
  return { priority: context.session.get('priorityConfirmed') ?? [], terms: context.session.get('termsAccepted') ?? [] }
}

export async function conditionsLoader(args: LoaderFunctionArgs) {
  const comp = await competitionFor(args)
  const step = nextConditionStep(comp, confirmed(args.context), new Date())
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

export async function conditionsAction(args: ActionFunctionArgs) {
  const { context, request } = args
  const form = await readForm(request)
  const comp = await competitionFor(args)
  const intent = form.get('intent')
  const done = confirmed(context)
  if (intent === 'priority') {
    const outcome = await confirmPriorityCode(context, comp.id, String(form.get('code') ?? ''))
    if (!outcome.ok) return data({ message: outcome.message }, 400)
    context.session.set('priorityConfirmed', [...new Set([...done.priority, comp.id])])
  } else if (intent === 'terms') {
    // Terms come after the code: accepting them cannot skip a code still owed.
    if (nextConditionStep(comp, done, new Date()) !== 'terms') throw redirect(`/v2/entry-conditions/${comp.id}`)
    context.session.set('termsAccepted', [...new Set([...done.terms, comp.id])])
  } else {
    return data({ message: { key: 'errors.generic' } }, 400)
  }
  const next = nextConditionStep(comp, confirmed(context), new Date())
  throw redirect(next === 'entry' ? `/v2/entry-v2/${comp.id}` : `/v2/entry-conditions/${comp.id}`, {
    headers: { 'Set-Cookie': await context.sessions.commit(context.session) },
  })
}
