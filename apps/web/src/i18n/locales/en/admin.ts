export const admin = {
  dashboard: {
    title: 'Dashboard',
    subtitle: 'Accounts on the platform, by type.',
    total: 'All accounts',
    error: 'The figures could not be loaded.',
    countLabel: '{{label}}: {{count}}',
  },
};
