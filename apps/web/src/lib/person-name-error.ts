import { PERSON_NAME_MESSAGES, personNameProblem } from '@shop/domain';
import type { FieldError } from '../components/ui/text-field';

/** The error of a person's name field, by the domain's one name rule (decision 060); null when it is a name. */
export function personNameError(value: string, max?: number): FieldError | null {
  const message = personNameProblem(value, max);
  if (message === null) return null;
  return message === PERSON_NAME_MESSAGES.required ? { type: 'required' } : { type: 'pattern', message };
}
