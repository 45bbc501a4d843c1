import { data, type AppLoadContext } from '@remix-run/node'
import { parseLif, type LifFile, type LifRow } from '#bff/domain/results/lif'
import { matchLifRows, type LifMatch } from '#bff/domain/results/lif-match'
import { applyReview, hasResult, parseReviewChoice } from '#bff/domain/results/lif-review'
import { resultTime, windText } from '#bff/domain/results/result-text'
import { notFound, optionalId } from '#bff/http/params.server'
import { TOO_LARGE } from '#bff/http/read-upload.server'
import { getCompetition } from '#bff/services/competitions.server'
import { essential } from '#bff/services/failure.server'
import { loadEventGroupEntries, loadImportEventGroups, toResultEntries, uploadHeat, type GroupEntries } from '#bff/services/results.server'
import { requirePermission } from '#bff/session/guards.server'
import type { UserMessage } from '#bff/views/message'
import type { ImportReviewView, ImportRowView, ResultsImportKind, ResultsImportPageView, ResultsImportPostResult } from '#bff/views/results'

/*
 * Photo-finish import (3-organiser-admin §2 results-import-file, §6 scoreboard permission, §7 track
 * upload): read a FinishLynx .lif file, match its rows to the event group's entries, have the user
 * decide every row that matched none, and only then save. The file travels in the review form, so
 * the save needs no server state and no JavaScript (decision 035).
 */

type Context = AppLoadContext

/** A heat's file is a few KB; this leaves room for the largest fields. */
export const LIF_MAX_BYTES = 256 * 1024

async function importCompetition(context: Context, compId: number) {
  const comp = await essential(getCompetition(context, compId))
  if (!comp) throw notFound()
  requirePermission(context, 'SCOREBOARD', { orgId: comp.compOrg.id, compId: comp.id })
  return comp
}

export async function resultsImportPage(context: Context, compId: number, kind: ResultsImportKind): Promise<ResultsImportPageView> {
  const comp = await importCompetition(context, compId)
  const eventGroups = await essential(loadImportEventGroups(context, comp.id))
  return { kind, compId: comp.id, competitionName: comp.name, eventGroups, maxKb: LIF_MAX_BYTES / 1024 }
}

const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
const fromBase64 = (value: unknown) =>
  typeof value === 'string' && /^[\w-]*$/.test(value) ? Buffer.from(value, 'base64url').toString('utf8') : null

function rowView(row: LifRow): ImportRowView {
  return {
    line: row.line,
    place: row.place,
    status: row.status ?? '',
    bib: row.id,
    lane: row.lane,
    name: `${row.firstName} ${row.lastName}`.trim(),
    time: row.status ?? resultTime(row.officialTime),
  }
}

function reviewView(group: GroupEntries, text: string, file: LifFile, match: LifMatch, form: FormData | null): ImportReviewView {
  const label = (entryId: number) => {
    const e = group.entries.find((x) => x.entryId === entryId)
    return e ? `${e.bibNo} ${e.firstName} ${e.surName}`.trim() : String(entryId)
  }
  const { header } = file
  return {
    eventGroupId: group.eventGroup.id,
    eventGroupName: group.eventGroup.name,
    file: toBase64(text),
    heading: { eventName: header.eventName, round: header.round, heat: header.heat, wind: windText(header.wind) },
    matched: match.matched.map(({ row, entryId, by }) => ({ ...rowView(row), entry: label(entryId), by })),
    review: match.unmatched.map(({ row, reason, suggested }) => ({
      ...rowView(row),
      reason,
      note: row.note,
      // A row with no result to save can only be dropped: that is its suggestion.
      choice: String(form?.get(`row-${row.line}`) ?? (hasResult(row) ? (suggested ?? '') : 'drop')),
    })),
    entries: group.entries.map((e) => ({ entryId: e.entryId, label: label(e.entryId) })),
    missing: match.missing.map(label),
  }
}

const fail = (message: ResultsImportPostResult & { stage: 'read' }, status = 400) => data<ResultsImportPostResult>(message, status)

/** The file the post carries: an uploaded .lif (read) or the review form's copy (save); null when none fits. */
async function postedText(form: FormData, intent: string): Promise<string | null> {
  if (intent === 'save') return fromBase64(form.get('file'))
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0 || !/\.lif$/i.test(file.name)) return null
  return file.text()
}

export async function resultsImportPost(context: Context, compId: number, form: FormData | typeof TOO_LARGE) {
  const comp = await importCompetition(context, compId)
  if (form === TOO_LARGE)
    return fail({ stage: 'read', ok: false, message: { key: 'resultsImport.tooLarge', values: { kb: LIF_MAX_BYTES / 1024 } } }, 413)
  const intent = String(form.get('intent') ?? '')
  const eventGroupId = optionalId(form.get('eventGroupId'))
  if ((intent !== 'read' && intent !== 'save') || eventGroupId === null)
    return fail({ stage: 'read', ok: false, message: { key: 'resultsImport.pickEventGroup' } })
  const group = await essential(loadEventGroupEntries(context, comp.id, eventGroupId))
  if (!group) return fail({ stage: 'read', ok: false, message: { key: 'resultsImport.unknownEventGroup' } })
  const text = await postedText(form, intent)
  if (text === null) return fail({ stage: 'read', ok: false, message: { key: 'resultsImport.notLif' }, eventGroupId })
  const parsed = parseLif(text)
  if (!parsed.ok) {
    const { code, line, value } = parsed.error
    return fail({ stage: 'read', ok: false, message: { key: `resultsImport.lif.${code}`, values: { line, value } }, eventGroupId })
  }
  const match = matchLifRows(parsed.file.rows, toResultEntries(group.entries))
  if (intent === 'read')
    return data<ResultsImportPostResult>({ stage: 'review', ok: true, review: reviewView(group, text, parsed.file, match, null) })

  const choices = new Map(match.unmatched.map(({ row }) => [row.line, parseReviewChoice(form.get(`row-${row.line}`))]))
  const reviewed = applyReview(match, choices, new Set(group.entries.map((e) => e.entryId)))
  const review = reviewView(group, text, parsed.file, match, form)
  if (!reviewed.ok) {
    const message: UserMessage =
      reviewed.undecided.length > 0
        ? { key: 'resultsImport.undecided', values: { count: reviewed.undecided.length } }
        : reviewed.unsavable.length > 0
          ? { key: 'lifOddRow.unsavable', values: { lines: reviewed.unsavable.join(', ') } }
          : { key: 'resultsImport.doubled' }
    return data<ResultsImportPostResult>({ stage: 'review', ok: false, message, review }, 400)
  }
  const outcome = await uploadHeat(context, comp.id, group.eventGroup, parsed.file, reviewed.rows)
  if (!outcome.ok) return data<ResultsImportPostResult>({ stage: 'review', ok: false, message: outcome.message, review }, outcome.status)
  return data<ResultsImportPostResult>({
    stage: 'saved',
    ok: true,
    message: { key: 'resultsImport.uploaded' },
    eventGroupId,
    saved: reviewed.rows.length,
    dropped: reviewed.dropped,
  })
}
