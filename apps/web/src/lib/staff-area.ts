/** Which of the spec's two staff path families a screen calls: the superadmin's /admin or the worker's /worker. */
export type StaffArea = 'admin' | 'worker';
