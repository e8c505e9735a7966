"""Pulmonary capillary wedge pressure estimated from the mitral E / annular e' ratio (Nagueh et
al., J Am Coll Cardiol 1997): PCWP = 1.24 x (E/e') + 1.9."""

import datetime as dt

from medcalc.core import Calculator, Derivation, Implausible, Output, Quantity, Reference, Version
from medcalc.core.vector import any_true

NAGUEH_1997 = Reference(
    "Nagueh SF, Middleton KJ, Kopelen HA, Zoghbi WA, Quiñones MA. Doppler tissue imaging: a "
    "noninvasive technique for evaluation of left ventricular relaxation and estimation of "
    "filling pressures. J Am Coll Cardiol. 1997;30(6):1527-1533 (PCWP = 1.24 (E/Ea) + 1.9, Ea "
    "at the lateral mitral annulus).",
    doi="10.1016/S0735-1097(97)00344-6")

PCWP_ELEVATED_ABOVE = 15.0  # mmHg


def _ratio(mitral_e_velocity, e_prime_velocity):
    if any_true(e_prime_velocity <= 0):
        raise Implausible("e' velocity must be above 0", ("e_prime_velocity",))
    return mitral_e_velocity / e_prime_velocity


E_OVER_E_PRIME = Derivation(
    "e_e_prime_ratio",
    (Quantity(name="mitral_e_velocity", unit="cm/s", units=("cm/s", "m/s"), range=(10.0, 250.0),
              labels=("Mitral E velocity", "E velocity", "E wave velocity"),
              description="Peak early diastolic mitral inflow velocity (pulsed-wave Doppler)"),
     Quantity(name="e_prime_velocity", unit="cm/s", units=("cm/s", "m/s"), range=(1.0, 30.0),
              labels=("e' velocity", "Mitral annular e' velocity", "Ea", "e prime"),
              description="Early diastolic mitral annular velocity by tissue Doppler (lateral "
                          "annulus in Nagueh 1997)")),
    _ratio, "E / e' from the two velocities when the ratio is not given")


def pcwp(e_e_prime_ratio):
    return 1.24 * e_e_prime_ratio + 1.9


def interpret(value):
    if round(value, 9) > PCWP_ELEVATED_ABOVE:
        return "estimated PCWP > 15 mmHg: elevated left-sided filling pressure"
    return "estimated PCWP <= 15 mmHg: filling pressure not elevated"


CALCULATOR = Calculator(
    id="pcwp_echo",
    name="PCWP (Echo)",
    aliases=["PCWP (Echo)", "Pulmonary capillary wedge pressure (echo)", "Nagueh formula",
             "E/e' PCWP estimate"],
    specialty="cardiology",
    description="Pulmonary capillary wedge pressure estimated from the ratio of mitral inflow E "
                "velocity to mitral annular e' velocity: 1.24 x E/e' + 1.9 mmHg.",
    keywords=["PCWP", "wedge pressure", "left atrial pressure", "filling pressure", "E/e'",
              "tissue Doppler", "diastolic function", "echocardiography", "heart failure",
              "estimate wedge pressure by echo", "noninvasive left atrial pressure",
              "left sided filling pressure from Doppler", "E over e prime wedge pressure",
              "elevated LV filling pressure", "pulmonary congestion pressure estimate",
              "diastolic filling pressure estimate"],
    features=[
        Quantity(name="e_e_prime_ratio", unit="1", units=("1",), range=(1.0, 60.0),
                 labels=("E/e'", "E/e' ratio", "E/Ea"),
                 description="Mitral E / annular e' ratio (or give both velocities)"),
    ],
    derived=[E_OVER_E_PRIME],
    versions=[Version("nagueh_1997", dt.date(1997, 11, 15), NAGUEH_1997, pcwp,
                      notes="PCWP = 1.24 x (E/e') + 1.9 mmHg.")],
    output=Output(unit="mmHg", decimals=1, range=(0.0, float("inf"))),
    interpret=interpret,
    references=[NAGUEH_1997],
    notes="Regression of invasive PCWP on E/Ea in Nagueh 1997 (lateral annular Ea). Later "
          "guidelines (ASE/EACVI 2016) grade filling pressure with average E/e' > 14 and other "
          "criteria rather than this point estimate; the formula's accuracy is limited in "
          "normal hearts, mitral disease, and some cardiomyopathies. The 15 mmHg threshold in "
          "the interpretation is the usual definition of raised wedge pressure.",
)
