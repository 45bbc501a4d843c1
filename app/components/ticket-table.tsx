import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { TicketRow } from '#bff/views/tickets'

/** Tickets with whether each was used; links to each ticket's page (scan) and its order where the viewer may open them. */
export function TicketTable({
  items,
  caption,
  links,
}: {
  items: TicketRow[]
  caption: string
  links: { ticket: boolean; order: boolean }
}) {
  const { t } = useTranslation()
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tickets.column.ticket')}</th>
          <th scope="col">{t('tickets.column.order')}</th>
          <th scope="col">{t('tickets.column.product')}</th>
          <th scope="col">{t('tickets.column.holder')}</th>
          <th scope="col">{t('tickets.column.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((ticket) => (
          <tr key={ticket.id}>
            <th scope="row">{links.ticket ? <Link to={ticket.href}>{ticket.id}</Link> : ticket.id}</th>
            <td>{links.order ? <Link to={ticket.orderHref}>{ticket.orderId}</Link> : ticket.orderId}</td>
            <td>{ticket.product}</td>
            <td>{ticket.holder}</td>
            <td>{ticket.used ? t('tickets.usedAt', { at: ticket.usedAt }) : t('tickets.unused')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
