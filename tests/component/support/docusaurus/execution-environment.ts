export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: false, canUseViewport: true };
