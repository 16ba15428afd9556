// The CNAE module's public face: the search route and the lookup of a class by its code.

export { cnaeRoutes } from './cnae.routes.js';
export { cnaeClass, searchCnae } from './cnae-catalogue.js';
