import type { FormEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useFormState, type FieldErrors } from './form-state';

interface Values {
  amount: string;
  quantity: string;
}

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent<HTMLFormElement>;
const refuseEmpty = async (values: Values): Promise<FieldErrors<Values>> => (values.amount === '' ? { amount: 'Choose an amount' } : {});

describe('useFormState', () => {
  it('touches every field and does not submit when validation refuses', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { result } = renderHook(() => useFormState<Values>({ initialValues: { amount: '', quantity: '1' }, validate: refuseEmpty, onSubmit }));
    expect(result.current.isValid).toBe(true);
    act(() => result.current.handleSubmit(submitEvent()));
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
    expect(result.current.touched).toEqual({ amount: true, quantity: true });
    expect(result.current.errors).toEqual({ amount: 'Choose an amount' });
    expect(result.current.isValid).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('builds two changes in one event on each other and submits the values of both', async () => {
    const onSubmit = jest.fn(async (_values: Values) => undefined);
    const { result } = renderHook(() => useFormState<Values>({ initialValues: { amount: '', quantity: '1' }, validate: refuseEmpty, onSubmit }));
    act(() => {
      result.current.setFieldValue('amount', '2500');
      result.current.setFieldValue('quantity', '3');
    });
    expect(result.current.values).toEqual({ amount: '2500', quantity: '3' });
    act(() => result.current.handleSubmit(submitEvent()));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: '2500', quantity: '3' }));
    await waitFor(() => expect(result.current.isSubmitting).toBe(false));
  });

  it('keeps the answer of the newest validation when an older one answers last', async () => {
    const answers: Array<(errors: FieldErrors<Values>) => void> = [];
    const validate = () => new Promise<FieldErrors<Values>>((resolve) => answers.push(resolve));
    const { result } = renderHook(() => useFormState<Values>({ initialValues: { amount: '', quantity: '1' }, validate, onSubmit: async () => undefined }));
    act(() => result.current.setFieldValue('amount', ''));
    act(() => result.current.setFieldValue('amount', '2500'));
    await act(async () => answers[1]?.({}));
    await act(async () => answers[0]?.({ amount: 'Choose an amount' }));
    expect(result.current.errors).toEqual({});
  });
});
