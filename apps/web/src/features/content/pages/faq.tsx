import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentShell } from '../components/content-shell';

export const FAQS: { q: string; a: ReactNode }[] = [
  {
    q: 'How long does shipping take?',
    a: 'In-stock orders usually leave our warehouse within one business day and arrive in 2 to 5 business days. Orders over $25 ship free.',
  },
  {
    q: 'What size box does my subwoofer need?',
    a: (
      <>
        Each subwoofer's page lists the recommended sealed and ported volumes. Use the{' '}
        <Link to="/box-design-calculator">box design calculator</Link> to check a box's net volume.
      </>
    ),
  },
  {
    q: 'How do I wire dual voice coil subwoofers?',
    a: (
      <>
        It depends on your amplifier's stable load. The{' '}
        <Link to="/subwoofer-wiring-diagrams">subwoofer wiring diagrams</Link> show every combination for 1 to
        4 subwoofers.
      </>
    ),
  },
  {
    q: 'What gauge amp kit do I need?',
    a: 'As a rule: 8 gauge up to about 500 W RMS, 4 gauge up to about 1,500 W RMS, 1/0 gauge above that or for long runs.',
  },
  {
    q: 'Can I pre-order an out-of-stock product?',
    a: 'Yes, when a product shows "Available for Pre-order". The estimated arrival date is on its page, and you can cancel before it ships.',
  },
  {
    q: 'How do I return something?',
    a: (
      <>
        Read the <Link to="/pages/return-policy">return policy</Link>: unused items can be returned within 30
        days of delivery.
      </>
    ),
  },
  {
    q: 'Do you offer financing?',
    a: (
      <>
        Yes, through Affirm at checkout. See <Link to="/pages/financing">financing</Link>.
      </>
    ),
  },
];

function FaqItem({ q, a }: { q: string; a: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-neutral-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 py-4 text-left text-base font-bold text-neutral-950 hover:text-red-700"
        >
          {q}
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={id} hidden={!open} className="pb-4 leading-relaxed text-neutral-700">
        {a}
      </div>
    </li>
  );
}

export function FaqPage() {
  return (
    <ContentShell path="/pages/frequently-asked-questions">
      <ul className="border-t border-neutral-200">
        {FAQS.map((f) => (
          <FaqItem key={f.q} q={f.q} a={f.a} />
        ))}
      </ul>
    </ContentShell>
  );
}
