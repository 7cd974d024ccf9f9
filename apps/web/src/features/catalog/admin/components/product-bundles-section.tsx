import { FormSection, TextAreaField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';
import { BundleItemsEditor } from './product-rows-editors';

export function BundlesSection(props: SectionProps) {
  const { text } = binders(props);
  return (
    <FormSection id="bundles" title="Bundle and related products">
      {props.values.kind === 'bundle' ? (
        <BundleItemsEditor {...props} />
      ) : (
        <p className="text-sm text-neutral-700">
          Only a bundle holds other products: choose the type “Bundle” in Basics to make one.
        </p>
      )}
      <TextAreaField
        label="Frequently bought together"
        optional
        rows={2}
        {...text('frequently_bought_together')}
        hint="SKUs, split by commas: offered beside it on its page."
        inputClassName="font-mono"
        spellCheck={false}
      />
    </FormSection>
  );
}
