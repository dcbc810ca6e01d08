/** A registration every check accepts; tests change one property at a time. */
export const validRegistration = {
  username: 'grace',
  password: 'hopper-cobol-1959',
  email: 'grace@navy.example',
  orcidId: '0000-0002-1825-0097',
  institution: 'Yale University',
  name: 'Grace Hopper',
};
