import { readJson, writeJson } from '@/lib/storage';
import { ADDRESS_FIELDS, type AddressValues } from './address-validation';

/** Per account, so a shared family phone does not offer one person's address to another. */
const keyFor = (userId: string) => `lastShippingAddress:${userId}`;

function isAddress(value: unknown): value is AddressValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ADDRESS_FIELDS.every((field) => typeof record[field] === 'string');
}

export function readLastAddress(userId: string): AddressValues | null {
  return readJson(keyFor(userId), isAddress);
}

export function saveLastAddress(userId: string, address: AddressValues): void {
  writeJson(keyFor(userId), address);
}
