import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  CountryCodesRequest,
  CountryCodesResponse,
  CurrencyConversionRequest,
  CurrencyConversionResponse,
} from '@thwa/domain/contracts/settings';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {
  app.post(
    '/setting/countrycodes',
    {
      schema: {
        tags: ['settings'],
        summary: 'Countries with their calling codes (default 95)',
        body: CountryCodesRequest,
        response: { 200: CountryCodesResponse, 400: ErrorResponse },
      },
    },
    async (request) => service.countryCodes(request.body.language),
  );

  app.post(
    '/setting/v2/currencyconversion',
    {
      schema: {
        tags: ['settings'],
        summary: 'Convert an amount with the exchange rate in force',
        body: CurrencyConversionRequest,
        response: { 200: CurrencyConversionResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => service.convert(request.body),
  );
};
