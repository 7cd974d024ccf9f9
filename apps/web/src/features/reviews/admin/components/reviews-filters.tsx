import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { REVIEW_STATES, type ReviewState } from '@shop/domain';
import { reviewsQueryString, type ReviewsFilter } from '../api/review-moderation';
import { isReviewsFiltered } from '../lib/reviews-filter';
import { primaryButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';
import { InputField, SelectField } from '../../../admin/components/product-fields';
import { useFilterNavigation } from '../../../admin/lib/filter-navigation';

const reviewsPath = (filter: ReviewsFilter) => `/admin/reviews${reviewsQueryString(filter)}`;

export const STATE_FILTER_LABELS: Record<ReviewState, string> = {
  pending: 'Awaiting check',
  published: 'Published',
  hidden: 'Hidden',
};

/** The queue's filters, kept in the URL: a choice in a list applies at once, the product when sent. */
export function ReviewsFilters({ filter }: { filter: ReviewsFilter }) {
  const go = useFilterNavigation(filter, reviewsPath);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const sku = String(new FormData(e.currentTarget).get('sku') ?? '').trim();
    go({ sku: sku === '' ? undefined : sku });
  };
  return (
    <form
      role="search"
      aria-label="Filter the reviews"
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-5"
    >
      <SelectField
        label="State"
        value={filter.status ?? ''}
        onChange={(e) => go({ status: (e.target.value || undefined) as ReviewState | undefined })}
      >
        <option value="">Any state</option>
        {REVIEW_STATES.map((s) => (
          <option key={s} value={s}>
            {STATE_FILTER_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Rating"
        value={filter.rating ?? ''}
        onChange={(e) => go({ rating: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">Any rating</option>
        {[5, 4, 3, 2, 1].map((r) => (
          <option key={r} value={r}>
            {r} {r === 1 ? 'star' : 'stars'}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Photos"
        value={filter.withPhotos === undefined ? '' : String(filter.withPhotos)}
        onChange={(e) => go({ withPhotos: e.target.value === '' ? undefined : e.target.value === 'true' })}
      >
        <option value="">With or without</option>
        <option value="true">With photos</option>
        <option value="false">Without photos</option>
      </SelectField>
      <InputField
        key={filter.sku ?? ''}
        label="Product SKU"
        name="sku"
        defaultValue={filter.sku ?? ''}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        inputClassName="font-mono"
      />
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={primaryButtonCls}>
          Filter
        </button>
        {isReviewsFiltered(filter) && (
          <Link to="/admin/reviews" className={secondaryButtonCls}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
