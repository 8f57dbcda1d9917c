import { useEffect, useState } from 'react';
import { Group, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { productInputSchema, type Product, type ProductCategory, type ProductImage } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { saveHandlers, useZodForm } from '@/shared/forms/use-zod-form';
import { centsToReais, reaisToCents } from '@/shared/money';
import { useSaveProduct } from '../api/products-api';
import { productFormValues } from '../model/product-form';
import { productsNamespace } from '../locales';
import { ProductImagesField } from './product-images-field';

type ProductFormDrawerProps = {
  opened: boolean;
  /** null: a new product. */
  product: Product | null;
  categories: ProductCategory[];
  onClose: () => void;
};

const money = { prefix: 'R$ ', decimalSeparator: ',', thousandSeparator: '.', decimalScale: 2, fixedDecimalScale: true, min: 0, allowNegative: false } as const;

/** Create or edit a product, validated by the contract's schema (the server checks the same). */
export function ProductFormDrawer(props: ProductFormDrawerProps) {
  const { t } = useTranslation(productsNamespace);
  const editing = props.product !== null;
  const form = useZodForm(productInputSchema, productFormValues(props.product));
  const [images, setImages] = useState<ProductImage[]>([]);
  const save = useSaveProduct();

  // Each opening starts from the product being edited (or blank), without the last one's errors.
  useEffect(() => {
    if (!props.opened) return;
    form.setValues(productFormValues(props.product));
    setImages(props.product?.images ?? []);
    form.clearErrors();
    // form is stable; only a new opening or another product resets it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.opened, props.product]);

  const changeImages = (update: (list: ProductImage[]) => ProductImage[]) =>
    setImages((list) => {
      const next = update(list);
      form.setFieldValue('imageIds', next.map((i) => i.mediaId));
      return next;
    });

  const submit = form.submitWith((body) => {
    save.mutate(
      { id: props.product?._id ?? null, body },
      saveHandlers(form, {
        success: t(editing ? 'form.updated' : 'form.created'),
        onDone: props.onClose,
        conflicts: { product_sku_taken: 'skuId', product_category_not_found: 'categoryId', product_image_not_image: 'imageIds', media_not_found: 'imageIds' },
      }),
    );
  });

  const cents = (field: 'priceCents' | 'salePriceCents') => ({
    value: form.values[field] === null || form.values[field] === undefined ? '' : centsToReais(form.values[field]),
    onChange: (value: number | string) => form.setFieldValue(field, value === '' ? (field === 'priceCents' ? 0 : null) : reaisToCents(value)),
    error: form.errors[field],
  });

  return (
    <FormDrawer
      opened={props.opened}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      submitting={save.isPending}
      onSubmit={() => submit()}
      onClose={props.onClose}
      size="lg"
    >
      <TextInput label={t('form.name')} required data-autofocus {...form.getInputProps('name')} />
      <TextInput label={t('form.sku')} description={t('form.skuHint')} required {...form.getInputProps('skuId')} />
      <Textarea label={t('form.description')} autosize minRows={3} maxRows={8} {...form.getInputProps('description')} />
      <Group grow align="flex-start">
        <NumberInput label={t('form.price')} required {...money} {...cents('priceCents')} />
        <NumberInput label={t('form.salePrice')} {...money} {...cents('salePriceCents')} />
      </Group>
      <Switch label={t('form.onSale')} {...form.getInputProps('onSale', { type: 'checkbox' })} />
      <Group grow align="flex-start">
        <NumberInput label={t('form.stock')} min={0} allowNegative={false} allowDecimal={false} {...form.getInputProps('stockQuantity')} />
        <Select
          label={t('form.category')}
          placeholder={t('form.categoryPlaceholder')}
          data={props.categories.map((c) => ({ value: c._id, label: c.name }))}
          clearable
          searchable
          {...form.getInputProps('categoryId')}
          value={form.values.categoryId || null}
        />
      </Group>
      <Switch label={t('form.hide')} {...form.getInputProps('hide', { type: 'checkbox' })} />
      <ProductImagesField images={images} onChange={changeImages} error={form.errors.imageIds as string | undefined} />
    </FormDrawer>
  );
}
