import { ProposalUuidSchema } from '../calls'
import {
  CollectionDaySchema,
  DriverIndexSchema,
  NcdYearsSchema,
  PersonNameTextSchema,
  SourceOfBusinessSchema,
  VoluntaryExcessSchema,
  YearSchema,
} from '../codecs'
import {
  AccountNumberSchema,
  EmailAddressSchema,
  QuoteReferenceSchema,
  UkPhoneSchema,
  UkPostcodeSchema,
  UkRegistrationSchema,
} from '../format-schemas'
import { CodeSchema, IsoDateSchema, MoneySchema, NonNegativeSchema, TextSchema, TimestampSchema, UuidSchema, SortCodeSchema } from '../primitives'
import type { WireSchema } from '../wire-schema'

/**
 * The domain's `WireSchema` declarations, each made beside its codec, gathered for the OpenAPI document. A codec
 * the document meets that needs one and has none here is named by the document's `undescribed` (a test fails on
 * it); a declaration left out of this list is an unused export (the lint fails on it).
 */
export const WIRE_SCHEMAS: readonly WireSchema[] = [
  IsoDateSchema,
  TimestampSchema,
  SortCodeSchema,
  UuidSchema,
  MoneySchema,
  NonNegativeSchema,
  TextSchema,
  CodeSchema,
  UkRegistrationSchema,
  UkPostcodeSchema,
  UkPhoneSchema,
  EmailAddressSchema,
  AccountNumberSchema,
  QuoteReferenceSchema,
  PersonNameTextSchema,
  CollectionDaySchema,
  YearSchema,
  DriverIndexSchema,
  NcdYearsSchema,
  VoluntaryExcessSchema,
  SourceOfBusinessSchema,
  ProposalUuidSchema,
]
