import { TextField, type FieldError } from '../../../components/ui/text-field';

/**
 * What both add-a-card forms (the test provider's fields and Stripe's element) end with: the nickname, the
 * default marker, the server's refusal and Save / Cancel.
 */
export function CardFormFooter({
  nickname,
  onNickname,
  nicknameError,
  isDefault,
  onDefault,
  serverError,
  busy,
  onCancel,
}: {
  nickname: string;
  onNickname: (value: string) => void;
  nicknameError?: FieldError | undefined;
  isDefault: boolean;
  onDefault: (value: boolean) => void;
  serverError: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <TextField
        label="Nickname"
        name="card_nickname"
        optional
        maxLength={50}
        value={nickname}
        onChange={(e) => onNickname(e.target.value)}
        error={nicknameError}
      />
      <label className="flex items-center gap-2 text-sm text-neutral-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => onDefault(e.target.checked)}
          className="h-4 w-4 accent-red-600"
        />
        Make this my default card
      </label>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {serverError}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-lg bg-red-600 px-5 text-sm font-bold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {busy ? 'Saving card…' : 'Save card'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-10 rounded-lg border border-neutral-300 px-5 text-sm font-semibold text-neutral-800 hover:bg-white"
        >
          Cancel
        </button>
      </div>
    </>
  );
}
