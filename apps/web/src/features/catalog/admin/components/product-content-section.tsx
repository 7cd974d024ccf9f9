import { FormSection, InputField, TextAreaField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';
import { PropertiesEditor, TabsEditor } from './product-rows-editors';

export function ContentSection(props: SectionProps) {
  const { values } = props;
  const { text } = binders(props);
  return (
    <FormSection id="content" title="Content">
      <TextAreaField
        label="Description"
        optional
        rows={8}
        maxLength={50_000}
        {...text('description')}
        hint="HTML, as the product page shows it."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="SEO title"
          optional
          maxLength={150}
          {...text('seo_title')}
          hint={`The page title search engines show; ${values.seo_title.length} of 150 characters.`}
        />
        <InputField label="Google product line" optional maxLength={200} {...text('google_product_line')} />
      </div>
      <TextAreaField
        label="SEO description"
        optional
        rows={3}
        maxLength={320}
        counter
        {...text('seo_description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Weight" optional inputMode="decimal" autoComplete="off" {...text('weight')} />
        <InputField
          label="Subwoofer holes"
          optional
          inputMode="numeric"
          autoComplete="off"
          {...text('total_subwoofer_holes')}
          hint="An enclosure’s."
        />
      </div>
      <TextAreaField
        label="Compatibility notes"
        optional
        rows={2}
        maxLength={5000}
        {...text('compatibility_notes')}
        hint="Shown with an enclosure’s vehicle fitment."
      />
      <PropertiesEditor {...props} />
      <TabsEditor {...props} />
    </FormSection>
  );
}
