#include <rlottie_capi.h>

// lottie_animation_property_override is variadic, which Swift cannot call: one fixed-arity
// wrapper per property the toolkit overrides (a colour is three components, 0...1).
static inline void crlottie_override_color(
    Lottie_Animation *animation, Lottie_Animation_Property property, const char *keypath,
    double r, double g, double b) {
    lottie_animation_property_override(animation, property, keypath, r, g, b);
}
