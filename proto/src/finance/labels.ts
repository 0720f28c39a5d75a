/**
 * How people name the finance enums, in Spanish and English: the words the finance screens show and
 * the names a CSV import accepts besides the codes (a Mexican bank export says "Luz" or "Agua", a
 * spreadsheet kept in English says "Electricity"). One table for both, so a label shown on screen is
 * always a name the importer takes back.
 */
import type {
  CommissionCompanyRole,
  CommissionFurnisher,
  CommissionValueType,
  TransactionCategory,
  TransactionExpense,
  TransactionMethod,
  TransactionType,
} from '../enums.ts';

export interface FinanceLabel {
  en: string;
  es: string;
  /** Other names accepted on import (either language), beyond the code and the two labels. */
  aliases?: readonly string[];
}

export const TRANSACTION_CATEGORY_LABELS: Readonly<Record<TransactionCategory, FinanceLabel>> = {
  BUILDING_FEE: { en: 'Building fee', es: 'Cuota del edificio', aliases: ['Cuota de condominio', 'HOA fee'] },
  CLEANING: { en: 'Cleaning', es: 'Limpieza' },
  ELECTRICITY: { en: 'Electricity', es: 'Electricidad', aliases: ['Luz', 'CFE'] },
  EQUIPMENT: { en: 'Equipment', es: 'Equipo', aliases: ['Equipamiento'] },
  INITIAL_SETUP: { en: 'Initial setup', es: 'Instalación inicial', aliases: ['Acondicionamiento inicial'] },
  MAINTENANCE: { en: 'Maintenance', es: 'Mantenimiento' },
  MISCELLANEOUS: { en: 'Miscellaneous', es: 'Varios', aliases: ['Misceláneo', 'Misceláneos'] },
  MOBILITY: { en: 'Mobility', es: 'Movilidad', aliases: ['Transporte', 'Transportation'] },
  MORTGAGE: { en: 'Mortgage', es: 'Hipoteca', aliases: ['Crédito hipotecario'] },
  OTHER: { en: 'Other', es: 'Otro', aliases: ['Otros', 'Others'] },
  PREDIAL: { en: 'Property tax', es: 'Predial', aliases: ['Impuesto predial'] },
  RENT: { en: 'Rent', es: 'Renta', aliases: ['Alquiler', 'Arrendamiento'] },
  SERVICES: { en: 'Services', es: 'Servicios' },
  SUPPLIES: { en: 'Supplies', es: 'Suministros', aliases: ['Insumos', 'Consumibles'] },
  STAFF: { en: 'Staff', es: 'Personal', aliases: ['Nómina', 'Payroll'] },
  TAXES: { en: 'Taxes', es: 'Impuestos' },
  WATER: { en: 'Water', es: 'Agua' },
};

export const TRANSACTION_EXPENSE_LABELS: Readonly<Record<TransactionExpense, FinanceLabel>> = {
  CAPEX: { en: 'Capital expense (CAPEX)', es: 'Gasto de capital (CAPEX)', aliases: ['Inversión'] },
  OPEX: { en: 'Operating expense (OPEX)', es: 'Gasto operativo (OPEX)', aliases: ['Operativo'] },
};

export const TRANSACTION_METHOD_LABELS: Readonly<Record<TransactionMethod, FinanceLabel>> = {
  CASH: { en: 'Cash', es: 'Efectivo' },
  CREDIT_CARD: { en: 'Credit card', es: 'Tarjeta de crédito' },
  DEBIT_CARD: { en: 'Debit card', es: 'Tarjeta de débito' },
  WIRE_TRANSFER: {
    en: 'Wire transfer',
    es: 'Transferencia',
    aliases: ['Transferencia bancaria', 'Transferencia electrónica', 'SPEI', 'Bank transfer'],
  },
};

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, FinanceLabel>> = {
  EGRESS: { en: 'Expense', es: 'Egreso', aliases: ['Gasto', 'Cargo', 'Retiro', 'Debit'] },
  INCOME: { en: 'Income', es: 'Ingreso', aliases: ['Abono', 'Depósito', 'Credit'] },
};

/** The commission terms' enums, as the commission tab names them. */
export const COMMISSION_COMPANY_ROLE_LABELS: Readonly<Record<CommissionCompanyRole, FinanceLabel>> = {
  MANAGING: { en: 'Manages the rental', es: 'Administra la renta' },
  SELLING: { en: 'Sells the property', es: 'Vende la propiedad' },
  MANAGING_AND_SELLING: { en: 'Manages and sells', es: 'Administra y vende' },
};

export const COMMISSION_FURNISHER_LABELS: Readonly<Record<CommissionFurnisher, FinanceLabel>> = {
  COMPANY: { en: 'The company furnishes', es: 'La empresa amuebla' },
  OWNER: { en: 'The owner furnishes', es: 'El propietario amuebla' },
};

export const COMMISSION_VALUE_TYPE_LABELS: Readonly<Record<CommissionValueType, FinanceLabel>> = {
  FIXED: { en: 'Fixed amount per month (MXN)', es: 'Monto fijo al mes (MXN)' },
  PERCENTAGE: { en: 'Percentage of the rents', es: 'Porcentaje de las rentas' },
};
