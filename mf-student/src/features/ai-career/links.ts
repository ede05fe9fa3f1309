/** The career tools' pages (spec §2 chapters). */
export const careerHash = {
  intro: '#/subApp/aiCareerPlanningBookIntroduce',
  assessment: '#/subApp/occupationAssessmentResult',
  retake: '#/subApp/occupationAssessmentResult?retake=1',
  book: (id: number) => `#/subApp/aiCareerPlanningBookResult?id=${id}&type=1`,
};
