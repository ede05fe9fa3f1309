/** The interview's pages (spec §2 chapters): the room and the result of one interview, and the introduction. */
export const interviewHash = {
  intro: '#/subApp/aiInterviewIntroduce',
  room: (id: number) => `#/subApp/interviewRoom?id=${id}`,
  result: (id: number) => `#/subApp/aiInterviewResult?id=${id}`,
};
