// What the operator drawer edits, from an operator row or the defaults of spec section 9.
import { defaultWorkingHours, type OperatorRow } from '@atende/contract';
import type { GetInputPropsReturnType } from '@mantine/form';

export type OperatorFormValues = {
  name: string;
  login: string;
  password: string;
  email: string;
  departmentIds: string[];
  weekStartTime: string;
  weekFinishTime: string;
  satStartTime: string;
  satFinishTime: string;
  sunStartTime: string;
  sunFinishTime: string;
  privacy: boolean;
  maxAttendances: number;
};

/** The part of a @mantine/form form the field sections use (method syntax: any form's values fit). */
export type OperatorFieldsForm = {
  key(path: string): string;
  getInputProps(path: string, options?: { type?: 'input' | 'checkbox' }): GetInputPropsReturnType;
};

export const emptyOperatorForm = (): OperatorFormValues => ({
  name: '',
  login: '',
  password: '',
  email: '',
  departmentIds: [],
  ...defaultWorkingHours,
  privacy: false,
  maxAttendances: 10,
});

export const operatorFormFrom = (operator: OperatorRow): OperatorFormValues => ({
  name: operator.name,
  login: operator.login,
  password: '',
  email: operator.email ?? '',
  departmentIds: operator.departmentIds,
  weekStartTime: operator.weekStartTime,
  weekFinishTime: operator.weekFinishTime,
  satStartTime: operator.satStartTime,
  satFinishTime: operator.satFinishTime,
  sunStartTime: operator.sunStartTime,
  sunFinishTime: operator.sunFinishTime,
  privacy: operator.privacy,
  maxAttendances: operator.maxAttendances,
});
