import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SUPPORT_EMAIL } from '../../../lib/site';
import { Section } from '../components/content-shell';

type Errors = Partial<Record<'name' | 'email' | 'message', string>>;

export function validateContact(v: { name: string; email: string; message: string }): Errors {
  const e: Errors = {};
  if (!v.name.trim()) e.name = 'Please enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = 'Please enter a valid email address.';
  if (v.message.trim().length < 10) e.message = 'Please tell us a little more (at least 10 characters).';
  return e;
}

/**
 * The contact form (screen=contact-form). There is no message endpoint yet, so a valid form opens the
 * visitor's email app with the message filled in, addressed to support; nothing is pretended to be sent.
 */
function ContactForm() {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', order: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [ready, setReady] = useState<string | null>(null);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const e = validateContact(values);
    setErrors(e);
    if (Object.keys(e).length > 0) {
      setReady(null);
      return;
    }
    const subject = values.order.trim()
      ? `Order ${values.order.trim()}: question from ${values.name.trim()}`
      : `Question from ${values.name.trim()}`;
    const body = `${values.message.trim()}\n\n${values.name.trim()}\n${values.email.trim()}`;
    const href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    setReady(href);
    window.location.assign(href);
  };

  const field = (
    name: keyof typeof values,
    label: string,
    opts: { type?: string; optional?: boolean; multiline?: boolean } = {},
  ) => {
    const err = errors[name as keyof Errors];
    const fid = `${id}-${name}`;
    const cls = `mt-1 w-full rounded-lg bg-white px-3 py-2.5 text-neutral-900 ring-1 ${err ? 'ring-red-600' : 'ring-neutral-300'} focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none`;
    return (
      <div>
        <label htmlFor={fid} className="text-sm font-semibold text-neutral-800">
          {label}
          {opts.optional && <span className="font-normal text-neutral-500"> (optional)</span>}
        </label>
        {opts.multiline ? (
          <textarea
            id={fid}
            rows={6}
            value={values[name]}
            aria-invalid={!!err}
            aria-describedby={err ? `${fid}-err` : undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            className={cls}
          />
        ) : (
          <input
            id={fid}
            type={opts.type ?? 'text'}
            value={values[name]}
            aria-invalid={!!err}
            aria-describedby={err ? `${fid}-err` : undefined}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
            className={cls}
          />
        )}
        {err && (
          <p id={`${fid}-err`} className="mt-1 text-sm font-medium text-red-700">
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Contact form"
      className="mt-4 grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-neutral-200"
    >
      {field('name', 'Your name')}
      {field('email', 'Email address', { type: 'email' })}
      {field('order', 'Order number', { optional: true })}
      {field('message', 'How can we help?', { multiline: true })}
      <button
        type="submit"
        className="w-fit rounded-lg bg-red-600 px-6 py-3 text-sm font-black uppercase tracking-wider text-white hover:bg-red-700"
      >
        Write the email
      </button>
      {ready && (
        <p role="status" className="text-sm text-neutral-700">
          Your email app should open with the message filled in. If it doesn't, send it to{' '}
          <a href={ready}>{SUPPORT_EMAIL}</a>. We reply within one business day.
        </p>
      )}
    </form>
  );
}

/**
 * Below the contact page's text (the merchant's Markdown, decision 081): the contact form
 * (?screen=contact-form), or a link that opens it.
 */
export function ContactFormSection() {
  const [search] = useSearchParams();
  const showForm = search.get('screen') === 'contact-form';
  return (
    <Section title="Send us a message">
      {showForm ? (
        <ContactForm />
      ) : (
        <p>
          <Link to="/pages/contact-us?screen=contact-form">Open the contact form</Link> to write to us.
        </p>
      )}
    </Section>
  );
}
