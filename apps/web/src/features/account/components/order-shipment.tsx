import { fullDate, type ShipmentInfo } from '@shop/domain';

/** Once shipped: the carrier, the tracking number and the carrier's tracking page; delivered when it was. */
export function ShipmentNotice({ shipment }: { shipment: ShipmentInfo }) {
  return (
    <section
      aria-labelledby="order-shipment"
      className="mb-6 rounded-2xl border border-neutral-200 bg-white p-5 text-sm text-neutral-800 shadow-sm"
    >
      <h2 id="order-shipment" className="text-lg font-bold text-neutral-950">
        {shipment.delivered_at ? `Delivered ${fullDate(shipment.delivered_at)}` : 'On its way'}
      </h2>
      <p className="mt-1">
        Shipped with {shipment.carrier_name}
        {shipment.shipped_at && ` on ${fullDate(shipment.shipped_at)}`}. Tracking number{' '}
        <span className="font-mono font-semibold break-all">{shipment.tracking_number}</span>.
      </p>
      <a
        href={shipment.tracking_url}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-block font-semibold text-red-700 underline hover:text-red-800"
      >
        Track your package with {shipment.carrier_name}
      </a>
    </section>
  );
}
