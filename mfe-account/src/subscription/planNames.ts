import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A plan's name in the reader's language ("Student Free" was English on Tamil screens): the
 * known plans by id, any other by the store's own name.
 */
export function usePlanName(): (planId: string, storeName: string) => string {
  const { t } = useTranslation();
  return useCallback((planId: string, storeName: string) => t(`subscription.planNames.${planId}`, { defaultValue: storeName }), [t]);
}
