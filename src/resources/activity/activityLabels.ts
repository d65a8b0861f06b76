import { useTranslate } from 'react-admin';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS } from '../../../domain/activity';
import type { Activity } from '../../../domain/records';

/** The filter choices: every action and entity the log is known to write. */
export const ACTION_CHOICES = Object.keys(ACTIVITY_ACTION_LABELS).map((id) => ({ id, name: `app.activity.actions.${id}` }));
export const ENTITY_CHOICES = Object.keys(ACTIVITY_ENTITY_LABELS).map((id) => ({ id, name: `app.activity.entities.${id}` }));

/** An entry's action, entity and person in words; a word the catalogue lacks reads as itself. */
export function useActivityWords() {
  const translate = useTranslate();
  return {
    action: (entry: Activity) => translate(`app.activity.actions.${entry.action}`, { _: entry.action }),
    entity: (entry: Activity) => translate(`app.activity.entities.${entry.entity}`, { _: entry.entity }),
    // An integration key's entry names the key where a person's names the person.
    person: (entry: Activity) =>
      entry.integration_key_name !== null
        ? translate('app.activity.by_key', { name: entry.integration_key_name })
        : (entry.user_name ?? translate('app.activity.someone_gone')),
  };
}
