import { CheckboxField, FormSection, InputField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';

const money = { prefix: '$', inputMode: 'decimal', autoComplete: 'off', placeholder: '0.00' } as const;

export function PricesSection(props: SectionProps) {
  const { text, check } = binders(props);
  return (
    <FormSection
      id="prices"
      title="Prices"
      description="In dollars, such as 199.99. The storefront computes sale and dealer prices from these."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField label="Price" {...money} {...text('price')} hint="What a shopper pays." />
        <InputField label="MAP" {...money} {...text('price_map')} hint="Minimum advertised price." />
        <InputField
          label="MSRP"
          {...money}
          {...text('price_msrp')}
          hint="The list price, shown struck through."
        />
        <InputField
          label="Dealer price"
          optional
          {...money}
          placeholder=""
          {...text('price_dealer')}
          hint="Empty: dealers pay MAP less 20%."
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField
          label="Sale enabled"
          {...check('sale_enabled')}
          hint="The active sale’s discount applies to it."
        />
        <CheckboxField
          label="Daily deal"
          {...check('is_daily_deal')}
          hint="Priced with the sale’s daily-deal percentage."
        />
      </div>
    </FormSection>
  );
}
