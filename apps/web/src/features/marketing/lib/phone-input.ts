/** Formats a US phone number as it is typed: '(555', '(555) 123', '(555) 123-4567' ('1 ' kept in front). */
export function formatPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  let prefix = '';
  // US area codes never start with 1: a leading 1 is the country code.
  if (digits.startsWith('1')) {
    prefix = '1 ';
    digits = digits.slice(1);
  }
  digits = digits.slice(0, 10);
  if (digits.length === 0) return prefix.trim();
  if (digits.length <= 3) return `${prefix}(${digits}`;
  if (digits.length <= 6) return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `${prefix}(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
