/** English texts of "Hari ini" (app.today.*); the same keys as id.ts. */
export const todayEnglish = {
  today: {
    tab_today: 'Today',
    tab_figures: 'Figures',
    loading: 'Loading today’s list',
    error: 'Could not load today’s list: %{message}',
    more: 'Showing %{shown} of %{total}',
    see_all: 'See all',
    call: 'Call %{name}',
    whatsapp: 'Message %{name} on WhatsApp',
    open: 'Open %{name}',
    owner: 'Owner: %{name}',
    due: {
      title: 'Follow-ups due',
      empty: 'No follow-up is due. Well done!',
      overdue: 'Overdue since %{moment}',
      today: 'Today at %{time}',
    },
    new_leads: {
      title: 'New prospects for you',
      empty: 'No new prospect waits for a first contact.',
      assigned: 'Handed out %{since}',
    },
    planned: {
      title: 'Planned today',
      empty: 'Nothing else is planned today.',
      at: '%{method} at %{time}',
    },
    awaiting: {
      title: 'Awaiting a decision',
      empty: 'None of your requests is waiting.',
      kind: {
        followup: 'Follow-up',
        collab: 'Collaboration',
        order: 'Order',
      },
      since: 'requested %{since}',
    },
  },
};
