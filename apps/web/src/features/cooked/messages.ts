/** What "Mark as cooked" says beyond its button, in one place for the translation catalogs to come. */
export const cookedMessages = {
  markCooked: 'Mark as cooked',
  marking: 'Marking...',
  markedToday: 'Marked as cooked today.',
  markedMeal: (mealType: string) => `Marked today's ${mealType.toLowerCase()} as cooked.`,
  failed: 'Could not mark this dish as cooked. Please try again.',
  chooseTitle: 'Which meal did you cook?',
  chooseHint: 'This dish is planned today. Mark that meal as cooked, or just note that you cooked the dish.',
  plannedMeal: (mealType: string) => `Today's ${mealType.toLowerCase()}`,
  notPlanned: 'Just the dish, not a planned meal',
} as const;
