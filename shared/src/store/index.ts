export * from './storePrices';
export * from './orderTotals';
export * from './planCatalogue';
