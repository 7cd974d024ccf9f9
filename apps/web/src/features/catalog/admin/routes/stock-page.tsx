import { Link } from 'react-router';
import { AdminPage, AdminPanel, textLinkCls } from '../../../admin/components/admin-ui';
import { StockForm } from '../components/stock-form';
import { StockImport } from '../components/stock-import';
import { WarehousesForm } from '../components/warehouses-form';
import { useWarehouses } from '../../api/get-warehouses';

/**
 * /admin/stock: set one SKU's counts per warehouse, or many from a CSV (checked, then applied all or
 * none), and name, order and activate the warehouses (decision 083). Every change is in the audit log and
 * shows in the shop at once.
 */
export function StockPage() {
  const warehouses = useWarehouses()
    .map((w) => `${w.name} (${w.code})`)
    .join(' and ');
  return (
    <AdminPage
      title="Stock"
      intro={
        <>
          Units on hand in the {warehouses} warehouses. Changes show in the shop at once and are recorded in
          the{' '}
          <Link to="/admin/audit?entity=product" className={textLinkCls}>
            audit log
          </Link>
          . An ERP can set stock too, with an{' '}
          <Link to="/admin/api-keys" className={textLinkCls}>
            API key
          </Link>{' '}
          that has the <code className="font-mono">stock:write</code> scope.
        </>
      }
    >
      <AdminPanel id="stock-one" title="Set one SKU">
        <StockForm />
      </AdminPanel>
      <AdminPanel id="stock-csv" title="Import a CSV">
        <StockImport />
      </AdminPanel>
      <AdminPanel id="stock-warehouses" title="Warehouses">
        <WarehousesForm />
      </AdminPanel>
    </AdminPage>
  );
}
