import { useTranslation } from 'react-i18next'
import type { UserMessage } from '#bff/views/message'
import { useMessageText } from '~/components/message'

/** The first two cells of a field or vertical results row: the bib to edit, the name and the row's problem under it. */
export function BibAndNameCells({
  index,
  bib,
  name,
  error,
  errorId,
}: {
  index: number
  bib: string
  name: string
  error: UserMessage | null | undefined
  errorId: string
}) {
  const { t } = useTranslation()
  const text = useMessageText()
  return (
    <>
      <td>
        <input name={`bib-${index}`} defaultValue={bib} size={5} aria-label={t('resultsEntry.bibLabel', { row: index + 1 })} />
      </td>
      <td>
        {name}
        {error ? (
          <span id={errorId} className="field-error">
            {text(error)}
          </span>
        ) : null}
      </td>
    </>
  )
}
