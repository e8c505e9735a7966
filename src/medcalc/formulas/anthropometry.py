"""Body-size formulas: BMI, Devine ideal body weight, ARDS Network predicted body weight,
adjusted body weight, Mosteller BSA.

Plain functions of canonical values (kg, cm) that work on Python floats and numpy arrays alike.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.vector import where
from medcalc.core.versions import Reference

# Sources cited by more than one calculator, declared once.
DEVINE_1974 = Reference(
    "Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm. 1974;8:650-655 (ideal body weight: "
    "men 50 kg, women 45.5 kg, plus 2.3 kg per inch of height over 5 feet).")

CM_PER_INCH = 2.54

# Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm 1974;8:650-655: 50 kg (men) or 45.5 kg
# (women) for the first 5 feet (60 in) of height, plus 2.3 kg per inch above it.
DEVINE_BASE_MALE_KG = 50.0
DEVINE_BASE_FEMALE_KG = 45.5
DEVINE_KG_PER_INCH = 2.3
DEVINE_BASE_HEIGHT_IN = 60.0

# Adjusted body weight: IBW plus 40% of the weight above it (the factor MDCalc's
# Cockcroft-Gault page uses, after Winter et al. 2012 and Brown et al. 2013).
ADJUSTED_BODY_WEIGHT_FACTOR = 0.4


def body_mass_index(weight_kg: Any, height_cm: Any) -> Any:
    """BMI (kg/m²) = weight (kg) / height (m)²."""
    return weight_kg / (height_cm / 100.0) ** 2


def ideal_body_weight_devine(height_cm: Any, female: Any) -> Any:
    """Devine (1974) ideal body weight in kg.

    Defined for heights of 60 in (152.4 cm) and more; below that the same line is extended
    (2.3 kg less per inch), which is what MDCalc and MedCalc-Bench do. It is not positive below
    about 97 cm (men) or 102 cm (women): callers decide what to do there.
    """
    base = where(female, DEVINE_BASE_FEMALE_KG, DEVINE_BASE_MALE_KG)
    return base + DEVINE_KG_PER_INCH * (height_cm / CM_PER_INCH - DEVINE_BASE_HEIGHT_IN)


def adjusted_body_weight(weight: Any, ibw: Any, factor: float = ADJUSTED_BODY_WEIGHT_FACTOR) -> Any:
    """Adjusted body weight (kg) = IBW + factor x (actual weight - IBW); factor 0.4 by default."""
    return ibw + factor * (weight - ibw)


def body_surface_area_mosteller(weight_kg: Any, height_cm: Any) -> Any:
    """Mosteller (1987) BSA (m²) = sqrt(height (cm) x weight (kg) / 3600)."""
    return (height_cm * weight_kg / 3600.0) ** 0.5


# ARDS Network. N Engl J Med 2000;342:1301-1308 (Methods): predicted body weight of men
# 50 + 0.91 x (height in cm - 152.4), of women 45.5 + 0.91 x (height in cm - 152.4), in kg.
ARDSNET_PBW_BASE_MALE_KG = 50.0
ARDSNET_PBW_BASE_FEMALE_KG = 45.5
ARDSNET_PBW_KG_PER_CM = 0.91
ARDSNET_PBW_BASE_HEIGHT_CM = 152.4


def predicted_body_weight_ardsnet(height_cm: Any, female: Any) -> Any:
    """ARDS Network (2000) predicted body weight in kg, the weight lung-protective tidal volumes
    (mL/kg) refer to. A linear formula for adults; it is not positive below about 97.5 cm (men)
    or 102.4 cm (women): callers decide what to do there."""
    base = where(female, ARDSNET_PBW_BASE_FEMALE_KG, ARDSNET_PBW_BASE_MALE_KG)
    return base + ARDSNET_PBW_KG_PER_CM * (height_cm - ARDSNET_PBW_BASE_HEIGHT_CM)
