import { useState } from 'react';
import { FeedbackDialog } from './FeedbackDialog';

/** What an entry's element needs: a link to the dealer's own form, or a click that opens the dialog. */
type EntryBehaviour =
  | { component: 'a'; href: string; target: '_blank'; rel: string; onClick: () => void }
  | { onClick: () => void };

/**
 * Beri Masukan (the user menu) and Kirim Masukan (the main menu) do the same: with a form of the
 * dealer's own (VITE_FEEDBACK_URL) the entry opens it; otherwise the built-in dialog, which the
 * caller renders.
 */
export function useFeedbackEntry() {
  const [writing, setWriting] = useState(false);
  const feedbackUrl = import.meta.env.VITE_FEEDBACK_URL;
  const behaviour = (close: () => void): EntryBehaviour =>
    feedbackUrl
      ? { component: 'a', href: feedbackUrl, target: '_blank', rel: 'noopener noreferrer', onClick: close }
      : {
          onClick: () => {
            close();
            setWriting(true);
          },
        };
  return { behaviour, dialog: <FeedbackDialog open={writing} onClose={() => setWriting(false)} /> };
}
