"""Numeric cost-model functions GENERATED from the sympy expressions.

Do not edit: run ``python -m ringcalc.symbolic.codegen``. Every function takes
keyword arguments named after the symbols of :mod:`ringcalc.symbolic.symbols`
(N, K, B, alpha, gamma, T_s, T_t, P, budget, ...) in SI units, accepts numpy
arrays (broadcast), and ignores keywords it does not use.
"""

import functools  # sympy's numpy printer folds Min and Max with functools.reduce

import numpy

from ringcalc.numeric.nccl_trees import tree_tier_bytes_array

def comm_time_budget(*, P, T_s, **_):
    """Tt allowed by a target P: ``-T_s + T_s/P``."""
    return -T_s + T_s/P


def efficiency(*, T_s, T_t, **_):
    """P = Ts/(Ts+Tt): ``T_s/(T_s + T_t)``."""
    return T_s/(T_s + T_t)


def iteration_time(*, T_s, T_t, **_):
    """Tp = Ts+Tt: ``T_s + T_t``."""
    return T_s + T_t


def speedup(*, N, T_s, T_t, **_):
    """throughput speedup N*P: ``N*T_s/(T_s + T_t)``."""
    return N*T_s/(T_s + T_t)


def ring__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(2*N - 2) + K*(2*N - 2)/(B*N)


def ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def ring__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def ring__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/all-reduce time with infinite bandwidth, s: ``K*gamma - K*gamma/N + 2*N*alpha - 2*alpha``."""
    return K*gamma - K*gamma/N + 2*N*alpha - 2*alpha


def ring__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/all-reduce B for a comm budget, bytes/s: ``2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N**2*alpha + 2*N*alpha + N*budget)``."""
    return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N**2*alpha + 2*N*alpha + N*budget)


def ring__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/all-reduce K for a comm budget, bytes: ``B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)``."""
    return B*N*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)


def ring__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(2*B*N*(N - 1))``."""
    return (1/2)*(-B*K*N*gamma + B*K*gamma + B*N*budget - 2*K*N + 2*K)/(B*N*(N - 1))


def ring__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha > 0): ``(-B*K*gamma + 2*B*alpha + B*budget - 2*K + sqrt(B**2*K**2*gamma**2 + 4*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + 4*B**2*alpha**2 + 4*B**2*alpha*budget + B**2*budget**2 + 4*B*K**2*gamma + 8*B*K*alpha - 4*B*K*budget + 4*K**2))/(4*B*alpha)``."""
    return (1/4)*(-B*K*gamma + 2*B*alpha + B*budget - 2*K + numpy.sqrt(B**2*K**2*gamma**2 + 4*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + 4*B**2*alpha**2 + 4*B**2*alpha*budget + B**2*budget**2 + 4*B*K**2*gamma + 8*B*K*alpha - 4*B*K*budget + 4*K**2))/(B*alpha)


def ring__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/all-reduce real N for a comm budget (alpha = 0): ``K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)``."""
    return K*(B*gamma + 2)/(B*K*gamma - B*budget + 2*K)


def ring__all_reduce__workers_limit(*, B, K, gamma, **_):
    """ring/all-reduce lim N->oo of time with alpha = 0, s: ``K*(B*gamma + 2)/B``."""
    return K*(B*gamma + 2)/B


def ring__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter completion time, s: ``K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps: ``N - 1``."""
    return N - 1


def ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def ring__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce-scatter time with infinite bandwidth, s: ``K*gamma - K*gamma/N + N*alpha - alpha``."""
    return K*gamma - K*gamma/N + N*alpha - alpha


def ring__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter B for a comm budget, bytes/s: ``K*(N - 1)/(-K*N*gamma + K*gamma - N**2*alpha + N*alpha + N*budget)``."""
    return K*(N - 1)/(-K*N*gamma + K*gamma - N**2*alpha + N*alpha + N*budget)


def ring__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce-scatter K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)


def ring__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce-scatter alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (-B*K*N*gamma + B*K*gamma + B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__reduce_scatter__max_workers(*, B, K, alpha, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha > 0): ``(-B*K*gamma + B*alpha + B*budget - K + sqrt(B**2*K**2*gamma**2 + 2*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K**2*gamma + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(-B*K*gamma + B*alpha + B*budget - K + numpy.sqrt(B**2*K**2*gamma**2 + 2*B**2*K*alpha*gamma - 2*B**2*K*budget*gamma + B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K**2*gamma + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__reduce_scatter__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """ring/reduce-scatter real N for a comm budget (alpha = 0): ``K*(B*gamma + 1)/(B*K*gamma - B*budget + K)``."""
    return K*(B*gamma + 1)/(B*K*gamma - B*budget + K)


def ring__reduce_scatter__workers_limit(*, B, K, gamma, **_):
    """ring/reduce-scatter lim N->oo of time with alpha = 0, s: ``K*gamma + K/B``."""
    return K*gamma + K/B


def ring__all_gather__time(*, B, K, N, alpha, **_):
    """ring/all-gather completion time, s: ``alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps: ``N - 1``."""
    return N - 1


def ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def ring__all_gather__min_comm_time(*, N, alpha, **_):
    """ring/all-gather time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-gather B for a comm budget, bytes/s: ``K*(N - 1)/(N*(-N*alpha + alpha + budget))``."""
    return K*(N - 1)/(N*(-N*alpha + alpha + budget))


def ring__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-gather K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(N - 1)


def ring__all_gather__max_latency(*, B, K, N, budget, **_):
    """ring/all-gather alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__all_gather__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-gather real N for a comm budget (alpha > 0): ``(B*alpha + B*budget - K + sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(B*alpha + B*budget - K + numpy.sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__all_gather__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-gather real N for a comm budget (alpha = 0): ``-K/(B*budget - K)``."""
    return -K/(B*budget - K)


def ring__all_gather__workers_limit(*, B, K, **_):
    """ring/all-gather lim N->oo of time with alpha = 0, s: ``K/B``."""
    return K/B


def ring__broadcast__time(*, B, K, N, alpha, **_):
    """ring/broadcast completion time, s: ``alpha*(N - 1) + K*several(N)/B``."""
    return alpha*(N - 1) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps: ``N - 1``."""
    return N - 1


def ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def ring__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*several(N)/B``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def ring__broadcast__min_comm_time(*, N, alpha, **_):
    """ring/broadcast time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/broadcast B for a comm budget, bytes/s: ``K*several(N)/(-N*alpha + alpha + budget)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(-N*alpha + alpha + budget)


def ring__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/broadcast K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/several(N)``."""
    return B*(-N*alpha + alpha + budget)/numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def ring__broadcast__max_latency(*, B, K, N, budget, **_):
    """ring/broadcast alpha for a comm budget, s: ``(B*budget - K*several(N))/(B*(N - 1))``."""
    return (B*budget - K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B*(N - 1))


def ring__reduce__time(*, B, K, N, alpha, gamma, **_):
    """ring/reduce completion time, s: ``K*gamma*several(N) + alpha*(N - 1) + K*several(N)/B``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + alpha*(N - 1) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps: ``N - 1``."""
    return N - 1


def ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def ring__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*several(N)/B``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def ring__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """ring/reduce time with infinite bandwidth, s: ``K*gamma*several(N) + N*alpha - alpha``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + N*alpha - alpha


def ring__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """ring/reduce B for a comm budget, bytes/s: ``-K*several(N)/(K*gamma*several(N) + N*alpha - alpha - budget)``."""
    return -K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + N*alpha - alpha - budget)


def ring__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """ring/reduce K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/((B*gamma + 1)*several(N))``."""
    return B*(-N*alpha + alpha + budget)/((B*gamma + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def ring__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """ring/reduce alpha for a comm budget, s: ``(-B*K*gamma*several(N) + B*budget - K*several(N))/(B*(N - 1))``."""
    return (-B*K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + B*budget - K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B*(N - 1))


def ring__all_to_all__time(*, B, K, N, alpha, **_):
    """ring/all-to-all completion time, s: ``alpha*(N - 1) + K*(N - 1)/(B*N)``."""
    return alpha*(N - 1) + K*(N - 1)/(B*N)


def ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps: ``N - 1``."""
    return N - 1


def ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def ring__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def ring__all_to_all__min_comm_time(*, N, alpha, **_):
    """ring/all-to-all time with infinite bandwidth, s: ``alpha*(N - 1)``."""
    return alpha*(N - 1)


def ring__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """ring/all-to-all B for a comm budget, bytes/s: ``K*(N - 1)/(N*(-N*alpha + alpha + budget))``."""
    return K*(N - 1)/(N*(-N*alpha + alpha + budget))


def ring__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """ring/all-to-all K for a comm budget, bytes: ``B*N*(-N*alpha + alpha + budget)/(N - 1)``."""
    return B*N*(-N*alpha + alpha + budget)/(N - 1)


def ring__all_to_all__max_latency(*, B, K, N, budget, **_):
    """ring/all-to-all alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*(N - 1))``."""
    return (B*N*budget - K*N + K)/(B*N*(N - 1))


def ring__all_to_all__max_workers(*, B, K, alpha, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha > 0): ``(B*alpha + B*budget - K + sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(2*B*alpha)``."""
    return (1/2)*(B*alpha + B*budget - K + numpy.sqrt(B**2*alpha**2 + 2*B**2*alpha*budget + B**2*budget**2 + 2*B*K*alpha - 2*B*K*budget + K**2))/(B*alpha)


def ring__all_to_all__max_workers_no_latency(*, B, K, budget, **_):
    """ring/all-to-all real N for a comm budget (alpha = 0): ``-K/(B*budget - K)``."""
    return -K/(B*budget - K)


def ring__all_to_all__workers_limit(*, B, K, **_):
    """ring/all-to-all lim N->oo of time with alpha = 0, s: ``K/B``."""
    return K/B


def parameter_server__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce completion time, s: ``K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B``."""
    return K*gamma*(N - 1) + alpha*(2*N - 2) + K*(2*N - 2)/B


def parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def parameter_server__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def parameter_server__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s: ``K*N*gamma - K*gamma + 2*N*alpha - 2*alpha``."""
    return K*N*gamma - K*gamma + 2*N*alpha - 2*alpha


def parameter_server__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce B for a comm budget, bytes/s: ``2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)``."""
    return 2*K*(N - 1)/(-K*N*gamma + K*gamma - 2*N*alpha + 2*alpha + budget)


def parameter_server__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """parameter-server/all-reduce K for a comm budget, bytes: ``B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)``."""
    return B*(-2*N*alpha + 2*alpha + budget)/(B*N*gamma - B*gamma + 2*N - 2)


def parameter_server__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """parameter-server/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(2*B*(N - 1))``."""
    return (1/2)*(-B*K*N*gamma + B*K*gamma + B*budget - 2*K*N + 2*K)/(B*(N - 1))


def parameter_server__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha > 0): ``(B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)``."""
    return (B*K*gamma + 2*B*alpha + B*budget + 2*K)/(B*K*gamma + 2*B*alpha + 2*K)


def parameter_server__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """parameter-server/all-reduce real N for a comm budget (alpha = 0): ``(B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))``."""
    return (B*K*gamma + B*budget + 2*K)/(K*(B*gamma + 2))


def parameter_server__all_reduce__workers_limit(**_):
    """parameter-server/all-reduce lim N->oo of time with alpha = 0, s: ``oo``."""
    return numpy.float64(numpy.inf)


def naive__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce completion time, s: ``K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B``."""
    return K*gamma*(N - 1) + alpha*(N - 1) + K*(N - 1)/B


def naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers: ``K*N*(N - 1)``."""
    return K*N*(N - 1)


def naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps: ``N - 1``."""
    return N - 1


def naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def naive__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def naive__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """naive/all-reduce time with infinite bandwidth, s: ``K*N*gamma - K*gamma + N*alpha - alpha``."""
    return K*N*gamma - K*gamma + N*alpha - alpha


def naive__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """naive/all-reduce B for a comm budget, bytes/s: ``K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)``."""
    return K*(N - 1)/(-K*N*gamma + K*gamma - N*alpha + alpha + budget)


def naive__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """naive/all-reduce K for a comm budget, bytes: ``B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)``."""
    return B*(-N*alpha + alpha + budget)/(B*N*gamma - B*gamma + N - 1)


def naive__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """naive/all-reduce alpha for a comm budget, s: ``(-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))``."""
    return (-B*K*N*gamma + B*K*gamma + B*budget - K*N + K)/(B*(N - 1))


def naive__all_reduce__max_workers(*, B, K, alpha, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha > 0): ``(B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)``."""
    return (B*K*gamma + B*alpha + B*budget + K)/(B*K*gamma + B*alpha + K)


def naive__all_reduce__max_workers_no_latency(*, B, K, budget, gamma, **_):
    """naive/all-reduce real N for a comm budget (alpha = 0): ``(B*K*gamma + B*budget + K)/(K*(B*gamma + 1))``."""
    return (B*K*gamma + B*budget + K)/(K*(B*gamma + 1))


def naive__all_reduce__workers_limit(**_):
    """naive/all-reduce lim N->oo of time with alpha = 0, s: ``oo``."""
    return numpy.float64(numpy.inf)


def binomial_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + 2*(alpha + K/B)*ceil_log2(N)``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(alpha + K/B)*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def binomial_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def binomial_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s: ``(K*gamma + 2*alpha)*ceil_log2(N)``."""
    return (K*gamma + 2*alpha)*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce B for a comm budget, bytes/s: ``-2*K*ceil_log2(N)/(K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - budget)``."""
    return -2*K*(numpy.frexp(N - 1)[1] + 0.0)/(K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget)


def binomial_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes: ``B*(-2*alpha*ceil_log2(N) + budget)/((B*gamma + 2)*ceil_log2(N))``."""
    return B*(-2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)/((B*gamma + 2)*(numpy.frexp(N - 1)[1] + 0.0))


def binomial_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/all-reduce alpha for a comm budget, s: ``-K*gamma/2 + budget/(2*ceil_log2(N)) - K/B``."""
    return -1/2*K*gamma + (1/2)*budget/(numpy.frexp(N - 1)[1] + 0.0) - K/B


def binomial_tree__broadcast__time(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast completion time, s: ``(alpha + K/B)*ceil_log2(N)``."""
    return (alpha + K/B)*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def binomial_tree__broadcast__lower_bound(*, B, K, N, alpha, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*several(N)/B``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def binomial_tree__broadcast__min_comm_time(*, N, alpha, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__broadcast__required_bandwidth(*, K, N, alpha, budget, **_):
    """binomial-tree/broadcast B for a comm budget, bytes/s: ``-K*ceil_log2(N)/(alpha*ceil_log2(N) - budget)``."""
    return -K*(numpy.frexp(N - 1)[1] + 0.0)/(alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget)


def binomial_tree__broadcast__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """binomial-tree/broadcast K for a comm budget, bytes: ``-B*alpha + B*budget/ceil_log2(N)``."""
    return -B*alpha + B*budget/(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__broadcast__max_latency(*, B, K, N, budget, **_):
    """binomial-tree/broadcast alpha for a comm budget, s: ``budget/ceil_log2(N) - K/B``."""
    return budget/(numpy.frexp(N - 1)[1] + 0.0) - K/B


def binomial_tree__reduce__time(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce completion time, s: ``(K*gamma + alpha + K/B)*ceil_log2(N)``."""
    return (K*gamma + alpha + K/B)*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def binomial_tree__reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*several(N)/B``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def binomial_tree__reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """binomial-tree/reduce time with infinite bandwidth, s: ``(K*gamma + alpha)*ceil_log2(N)``."""
    return (K*gamma + alpha)*(numpy.frexp(N - 1)[1] + 0.0)


def binomial_tree__reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce B for a comm budget, bytes/s: ``-K*ceil_log2(N)/(K*gamma*ceil_log2(N) + alpha*ceil_log2(N) - budget)``."""
    return -K*(numpy.frexp(N - 1)[1] + 0.0)/(K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget)


def binomial_tree__reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """binomial-tree/reduce K for a comm budget, bytes: ``B*(-alpha*ceil_log2(N) + budget)/((B*gamma + 1)*ceil_log2(N))``."""
    return B*(-alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)/((B*gamma + 1)*(numpy.frexp(N - 1)[1] + 0.0))


def binomial_tree__reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """binomial-tree/reduce alpha for a comm budget, s: ``-K*gamma + budget/ceil_log2(N) - K/B``."""
    return -K*gamma + budget/(numpy.frexp(N - 1)[1] + 0.0) - K/B


def double_binary_tree__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce completion time, s: ``K*gamma*(several(N - 1) + 1)*several(N)/2 + 2*alpha*ceil_log2(N) + K*((several(N - 2) + 1)*several(N - 1)/2 + 1)*several(N)/B``."""
    return (1/2)*K*gamma*(numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*((1/2)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/B


def double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker: ``K*((several(N - 2) + 1)*several(N - 1)/2 + 1)*several(N)``."""
    return K*((1/2)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def double_binary_tree__all_reduce__latency_steps(*, N, **_):
    """double-binary-tree/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0)


def double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def double_binary_tree__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def double_binary_tree__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s: ``K*gamma*several(N)*several(N - 1)/2 + K*gamma*several(N)/2 + 2*alpha*ceil_log2(N)``."""
    return (1/2)*K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + (1/2)*K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)


def double_binary_tree__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce B for a comm budget, bytes/s: ``-K*(several(N - 2)*several(N - 1) + several(N - 1) + 2)*several(N)/(K*gamma*several(N)*several(N - 1) + K*gamma*several(N) + 4*alpha*ceil_log2(N) - 2*budget)``."""
    return -K*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 2)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 4*alpha*(numpy.frexp(N - 1)[1] + 0.0) - 2*budget)


def double_binary_tree__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes: ``2*B*(-2*alpha*ceil_log2(N) + budget)/((B*gamma*several(N - 1) + B*gamma + several(N - 2)*several(N - 1) + several(N - 1) + 2)*several(N))``."""
    return 2*B*(-2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)/((B*gamma*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + B*gamma + numpy.minimum(numpy.frexp(N - 3)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 2)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def double_binary_tree__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s: ``(-B*(K*gamma*several(N)*several(N - 1) + K*gamma*several(N) - 2*budget) - K*(several(N - 2)*several(N - 1) + several(N - 1) + 2)*several(N))/(4*B*ceil_log2(N))``."""
    return (1/4)*(-B*(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - 2*budget) - K*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 2)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B*(numpy.frexp(N - 1)[1] + 0.0))


def recursive_doubling__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + (alpha + K/B)*(2*ceil_log2(N) - floor_log2(N))``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (alpha + K/B)*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers: ``K*(2*N + floor_log2(N)*pof2(N) - 2*pof2(N))``."""
    return K*(2*N + (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)


def recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def recursive_doubling__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def recursive_doubling__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s: ``K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - alpha*floor_log2(N)``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) - alpha*(numpy.frexp(N)[1] - 1.0)


def recursive_doubling__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce B for a comm budget, bytes/s: ``K*(-2*ceil_log2(N) + floor_log2(N))/(K*gamma*ceil_log2(N) + 2*alpha*ceil_log2(N) - alpha*floor_log2(N) - budget)``."""
    return K*(-2*(numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0))/(K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) - alpha*(numpy.frexp(N)[1] - 1.0) - budget)


def recursive_doubling__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes: ``B*(-2*alpha*ceil_log2(N) + alpha*floor_log2(N) + budget)/(B*gamma*ceil_log2(N) + 2*ceil_log2(N) - floor_log2(N))``."""
    return B*(-2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + alpha*(numpy.frexp(N)[1] - 1.0) + budget)/(B*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def recursive_doubling__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-doubling/all-reduce alpha for a comm budget, s: ``(-B*K*gamma*ceil_log2(N) + B*budget - 2*K*ceil_log2(N) + K*floor_log2(N))/(B*(2*ceil_log2(N) - floor_log2(N)))``."""
    return (-B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + B*budget - 2*K*(numpy.frexp(N - 1)[1] + 0.0) + K*(numpy.frexp(N)[1] - 1.0))/(B*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)))


def rabenseifner__all_reduce__time(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce completion time, s: ``K*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N)) + 2*alpha*ceil_log2(N) + K*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))/B``."""
    return K*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))/B


def rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker: ``K*((2*pof2(N) - 2)/pof2(N) + ceil_log2(N) - floor_log2(N))``."""
    return K*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers: ``K*(2*N - 2*pof2(N)) + K*(2*pof2(N) - 2)``."""
    return K*(2*N - 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)) + K*(2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)


def rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0)


def rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def rabenseifner__all_reduce__lower_bound(*, B, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(2*N - 2)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(2*N - 2)/(B*N)


def rabenseifner__all_reduce__min_comm_time(*, K, N, alpha, gamma, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s: ``K*gamma*ceil_log2(N) - K*gamma*floor_log2(N) + K*gamma - K*gamma/pof2(N) + 2*alpha*ceil_log2(N)``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) - K*gamma*(numpy.frexp(N)[1] - 1.0) + K*gamma - K*gamma/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)


def rabenseifner__all_reduce__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce B for a comm budget, bytes/s: ``2*K*(-ceil_log2(N)*pof2(N) + floor_log2(N)*pof2(N) - pof2(N) + 1)/(K*gamma*ceil_log2(N)*pof2(N) - K*gamma*floor_log2(N)*pof2(N) + K*gamma*pof2(N) - K*gamma + 2*alpha*ceil_log2(N)*pof2(N) - budget*pof2(N))``."""
    return 2*K*(-(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)/(K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - budget*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def rabenseifner__all_reduce__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes: ``B*(-2*alpha*ceil_log2(N) + budget)*pof2(N)/(B*gamma*ceil_log2(N)*pof2(N) - B*gamma*floor_log2(N)*pof2(N) + B*gamma*pof2(N) - B*gamma + 2*ceil_log2(N)*pof2(N) - 2*floor_log2(N)*pof2(N) + 2*pof2(N) - 2)``."""
    return B*(-2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)/(B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)


def rabenseifner__all_reduce__max_latency(*, B, K, N, budget, gamma, **_):
    """rabenseifner/all-reduce alpha for a comm budget, s: ``(-B*K*gamma*ceil_log2(N)*pof2(N)/2 + B*K*gamma/2 + B*(K*gamma*floor_log2(N) - K*gamma + budget)*pof2(N)/2 + K*(floor_log2(N) - 1)*pof2(N) - K*ceil_log2(N)*pof2(N) + K)/(B*ceil_log2(N)*pof2(N))``."""
    return (-1/2*B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (1/2)*B*K*gamma + (1/2)*B*(K*gamma*(numpy.frexp(N)[1] - 1.0) - K*gamma + budget)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*((numpy.frexp(N)[1] - 1.0) - 1)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K)/(B*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def recursive_halving__reduce_scatter__time(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter completion time, s: ``alpha*(2*ceil_log2(N) - floor_log2(N)) + gamma*(K*(ceil_log2(N) - floor_log2(N)) + K*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/N) + (K*(ceil_log2(N) - floor_log2(N)) + K*(ceil_log2(N) - floor_log2(N))/N + K*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/N)/B``."""
    return alpha*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + gamma*(K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/N) + (K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/N + K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/N)/B


def recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker: ``K*((ceil_log2(N) - floor_log2(N))/pof2(N) + (pof2(N) - 1)/pof2(N))``."""
    return K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers: ``K*(pof2(N) - 1) + (K + K/N)*(N - pof2(N))``."""
    return K*(numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + (K + K/N)*(N - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)


def recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def recursive_halving__reduce_scatter__lower_bound(*, B, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def recursive_halving__reduce_scatter__min_comm_time(*, K, N, alpha, gamma, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s: ``(K*N*gamma*ceil_log2(N)*floor_log2(N) - K*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*N*gamma*floor_log2(N)**2 + K*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*ceil_log2(N)**2*floor_log2(N) + K*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*ceil_log2(N)**2 + 2*K*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*K*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - K*gamma*ceil_log2(N)*floor_log2(N) + K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*ceil_log2(N)*pof2(N) + 2*K*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K*gamma*ceil_log2(N) - K*gamma*floor_log2(N)**3 + K*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*floor_log2(N)**2*pof2(N) - K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*floor_log2(N)*pof2(N) - 2*K*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K*gamma*floor_log2(N) + K*gamma*pof2(N) - K*gamma + 2*N*alpha*ceil_log2(N) - N*alpha*floor_log2(N))/N``."""
    return (K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + K*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0) - K*gamma*(numpy.frexp(N)[1] - 1.0)**3 + K*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K*gamma*(numpy.frexp(N)[1] - 1.0) + K*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma + 2*N*alpha*(numpy.frexp(N - 1)[1] + 0.0) - N*alpha*(numpy.frexp(N)[1] - 1.0))/N


def recursive_halving__reduce_scatter__required_bandwidth(*, K, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter B for a comm budget, bytes/s: ``K*(N*ceil_log2(N)*floor_log2(N) - N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - N*floor_log2(N)**2 + N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)**2*floor_log2(N) + ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)**2 + 2*ceil_log2(N)*floor_log2(N)**2 - 2*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)*floor_log2(N)*pof2(N) - ceil_log2(N)*floor_log2(N) + ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)*pof2(N) + 2*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N) - floor_log2(N)**3 + floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N)**2*pof2(N) - floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - floor_log2(N)*pof2(N) - 2*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N) + pof2(N) - 1)/(-K*N*gamma*ceil_log2(N)*floor_log2(N) + K*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*N*gamma*floor_log2(N)**2 - K*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*ceil_log2(N)**2*floor_log2(N) - K*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*ceil_log2(N)**2 - 2*K*gamma*ceil_log2(N)*floor_log2(N)**2 + 2*K*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) + K*gamma*ceil_log2(N)*floor_log2(N) - K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*ceil_log2(N)*pof2(N) - 2*K*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K*gamma*ceil_log2(N) + K*gamma*floor_log2(N)**3 - K*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*gamma*floor_log2(N)**2*pof2(N) + K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*gamma*floor_log2(N)*pof2(N) + 2*K*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K*gamma*floor_log2(N) - K*gamma*pof2(N) + K*gamma - 2*N*alpha*ceil_log2(N) + N*alpha*floor_log2(N) + N*budget)``."""
    return K*(N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - N*(numpy.frexp(N)[1] - 1.0)**2 + N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2 + 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)**3 + (numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(-K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 - K*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + K*gamma*(numpy.frexp(N)[1] - 1.0)**3 - K*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K*gamma*(numpy.frexp(N)[1] - 1.0) - K*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*gamma - 2*N*alpha*(numpy.frexp(N - 1)[1] + 0.0) + N*alpha*(numpy.frexp(N)[1] - 1.0) + N*budget)


def recursive_halving__reduce_scatter__max_gradient_bytes(*, B, N, alpha, budget, gamma, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes: ``B*N*(-2*alpha*ceil_log2(N) + alpha*floor_log2(N) + budget)/(B*N*gamma*ceil_log2(N)*floor_log2(N) - B*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*N*gamma*floor_log2(N)**2 + B*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*gamma*ceil_log2(N)**2*floor_log2(N) + B*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*gamma*ceil_log2(N)**2 + 2*B*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*B*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - B*gamma*ceil_log2(N)*floor_log2(N) + B*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - B*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*gamma*ceil_log2(N)*pof2(N) + 2*B*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*B*gamma*ceil_log2(N) - B*gamma*floor_log2(N)**3 + B*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*gamma*floor_log2(N)**2*pof2(N) - B*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + B*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*gamma*floor_log2(N)*pof2(N) - 2*B*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*B*gamma*floor_log2(N) + B*gamma*pof2(N) - B*gamma + N*ceil_log2(N)*floor_log2(N) - N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - N*floor_log2(N)**2 + N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)**2*floor_log2(N) + ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)**2 + 2*ceil_log2(N)*floor_log2(N)**2 - 2*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)*floor_log2(N)*pof2(N) - ceil_log2(N)*floor_log2(N) + ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)*pof2(N) + 2*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N) - floor_log2(N)**3 + floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N)**2*pof2(N) - floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - floor_log2(N)*pof2(N) - 2*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N) + pof2(N) - 1)``."""
    return B*N*(-2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + alpha*(numpy.frexp(N)[1] - 1.0) + budget)/(B*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - B*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + B*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + B*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*B*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*B*gamma*(numpy.frexp(N - 1)[1] + 0.0) - B*gamma*(numpy.frexp(N)[1] - 1.0)**3 + B*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*B*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*B*gamma*(numpy.frexp(N)[1] - 1.0) + B*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*gamma + N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - N*(numpy.frexp(N)[1] - 1.0)**2 + N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2 + 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)**3 + (numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)


def recursive_halving__reduce_scatter__max_latency(*, B, K, N, budget, gamma, **_):
    """recursive-halving/reduce-scatter alpha for a comm budget, s: ``(-B*K*N*gamma*ceil_log2(N)*floor_log2(N) + B*K*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*K*N*gamma*floor_log2(N)**2 - B*K*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*K*gamma*ceil_log2(N)**2*floor_log2(N) - B*K*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*K*gamma*ceil_log2(N)**2 - 2*B*K*gamma*ceil_log2(N)*floor_log2(N)**2 + 2*B*K*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*K*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) + B*K*gamma*ceil_log2(N)*floor_log2(N) - B*K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + B*K*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*K*gamma*ceil_log2(N)*pof2(N) - 2*B*K*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*B*K*gamma*ceil_log2(N) + B*K*gamma*floor_log2(N)**3 - B*K*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - B*K*gamma*floor_log2(N)**2*pof2(N) + B*K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - B*K*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + B*K*gamma*floor_log2(N)*pof2(N) + 2*B*K*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*B*K*gamma*floor_log2(N) - B*K*gamma*pof2(N) + B*K*gamma + B*N*budget - K*N*ceil_log2(N)*floor_log2(N) + K*N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*N*floor_log2(N)**2 - K*N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*ceil_log2(N)**2*floor_log2(N) - K*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*ceil_log2(N)**2 - 2*K*ceil_log2(N)*floor_log2(N)**2 + 2*K*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*ceil_log2(N)*floor_log2(N)*pof2(N) + K*ceil_log2(N)*floor_log2(N) - K*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*ceil_log2(N)*pof2(N) - 2*K*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*ceil_log2(N) + K*floor_log2(N)**3 - K*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*floor_log2(N)**2*pof2(N) + K*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K*floor_log2(N)*pof2(N) + 2*K*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K*floor_log2(N) - K*pof2(N) + K)/(B*N*(2*ceil_log2(N) - floor_log2(N)))``."""
    return (-B*K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + B*K*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*K*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 - B*K*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*B*K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + B*K*gamma*(numpy.frexp(N)[1] - 1.0)**3 - B*K*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - B*K*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - B*K*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + B*K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*B*K*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*B*K*gamma*(numpy.frexp(N)[1] - 1.0) - B*K*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B*K*gamma + B*N*budget - K*N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K*N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*N*(numpy.frexp(N)[1] - 1.0)**2 - K*N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - K*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + K*(numpy.frexp(N - 1)[1] + 0.0) + K*(numpy.frexp(N)[1] - 1.0)**3 - K*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - K*(numpy.frexp(N)[1] - 1.0) - K*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K)/(B*N*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)))


def recursive_doubling__all_gather__time(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather completion time, s: ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def recursive_doubling__all_gather__lower_bound(*, B, K, N, alpha, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def recursive_doubling__all_gather__min_comm_time(*, N, alpha, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0)


def recursive_doubling__all_gather__required_bandwidth(*, K, N, alpha, budget, **_):
    """recursive-doubling/all-gather B for a comm budget, bytes/s: ``K*(1 - N)/(N*(alpha*ceil_log2(N) - budget))``."""
    return K*(1 - N)/(N*(alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget))


def recursive_doubling__all_gather__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes: ``B*N*(-alpha*ceil_log2(N) + budget)/(N - 1)``."""
    return B*N*(-alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)/(N - 1)


def recursive_doubling__all_gather__max_latency(*, B, K, N, budget, **_):
    """recursive-doubling/all-gather alpha for a comm budget, s: ``(B*N*budget - K*N + K)/(B*N*ceil_log2(N))``."""
    return (B*N*budget - K*N + K)/(B*N*(numpy.frexp(N - 1)[1] + 0.0))


def bruck__all_to_all__time(*, B, K, N, alpha, **_):
    """bruck/all-to-all completion time, s: ``alpha*ceil_log2(N) + K*bit_count_sum(N)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(B*N)


def bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker: ``K*bit_count_sum(N)/N``."""
    return K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/N


def bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers: ``K*bit_count_sum(N)``."""
    return K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)


def bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def bruck__all_to_all__lower_bound(*, B, K, N, alpha, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*ceil_log2(N) + K*(N - 1)/(B*N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0) + K*(N - 1)/(B*N)


def bruck__all_to_all__min_comm_time(*, N, alpha, **_):
    """bruck/all-to-all time with infinite bandwidth, s: ``alpha*ceil_log2(N)``."""
    return alpha*(numpy.frexp(N - 1)[1] + 0.0)


def bruck__all_to_all__required_bandwidth(*, K, N, alpha, budget, **_):
    """bruck/all-to-all B for a comm budget, bytes/s: ``-K*bit_count_sum(N)/(N*(alpha*ceil_log2(N) - budget))``."""
    return -K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(N*(alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget))


def bruck__all_to_all__max_gradient_bytes(*, B, N, alpha, budget, **_):
    """bruck/all-to-all K for a comm budget, bytes: ``B*N*(-alpha*ceil_log2(N) + budget)/bit_count_sum(N)``."""
    return B*N*(-alpha*(numpy.frexp(N - 1)[1] + 0.0) + budget)/numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)


def bruck__all_to_all__max_latency(*, B, K, N, budget, **_):
    """bruck/all-to-all alpha for a comm budget, s: ``(B*N*budget - K*bit_count_sum(N))/(B*N*ceil_log2(N))``."""
    return (B*N*budget - K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1))/(B*N*(numpy.frexp(N - 1)[1] + 0.0))


def hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce completion time, s: ``K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R_nic)``."""
    return K*gamma*(-1 + N/G)/N + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K*gamma*(G - 1)/G + K*(2*G - 2)/(B_intra*G) + G*K*(-2 + 2*N/G)/(B*N*R_nic)


def hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker: ``K*(-2 + 2*N/G)/N + K*(2*G - 2)/G``."""
    return K*(-2 + 2*N/G)/N + K*(2*G - 2)/G


def hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers: ``N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)``."""
    return N*(K*(-2 + 2*N/G)/N + K*(2*G - 2)/G)


def hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps: ``2*G - 4 + 2*N/G``."""
    return 2*G - 4 + 2*N/G


def hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def hierarchical_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N/G) + (1 - several(N/G))*(alpha_intra*ceil_log2(G) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(-1 + N/G)[1] + 0.0) + (1 - numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))*(alpha_intra*(numpy.frexp(G - 1)[1] + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)


def hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s: ``2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)``."""
    return 2*G*alpha_intra + K*gamma - K*gamma/N - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K/B_intra - 2*K/(B_intra*G)


def hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s: ``2*B_intra*G*K*(G - N)/(R_nic*(2*B_intra*G**2*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*N**2*alpha + 2*G*K*N - 2*K*N))``."""
    return 2*B_intra*G*K*(G - N)/(R_nic*(2*B_intra*G**2*N*alpha_intra + B_intra*G*K*N*gamma - B_intra*G*K*gamma - 2*B_intra*G*N*alpha - 2*B_intra*G*N*alpha_intra - B_intra*G*N*budget + 2*B_intra*N**2*alpha + 2*G*K*N - 2*K*N))


def hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes: ``B*B_intra*N*R_nic*(-2*G**2*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R_nic*gamma - B*B_intra*G*R_nic*gamma + 2*B*G*N*R_nic - 2*B*N*R_nic - 2*B_intra*G**2 + 2*B_intra*G*N)``."""
    return B*B_intra*N*R_nic*(-2*G**2*alpha_intra + 2*G*alpha + 2*G*alpha_intra + G*budget - 2*N*alpha)/(B*B_intra*G*N*R_nic*gamma - B*B_intra*G*R_nic*gamma + 2*B*G*N*R_nic - 2*B*N*R_nic - 2*B_intra*G**2 + 2*B_intra*G*N)


def hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s: ``(B*B_intra*G**2*N*R_nic*alpha_intra + B*B_intra*G*K*N*R_nic*gamma/2 - B*B_intra*G*K*R_nic*gamma/2 - B*B_intra*G*N*R_nic*alpha_intra - B*B_intra*G*N*R_nic*budget/2 + B*G*K*N*R_nic - B*K*N*R_nic - B_intra*G**2*K + B_intra*G*K*N)/(B*B_intra*N*R_nic*(G - N))``."""
    return (B*B_intra*G**2*N*R_nic*alpha_intra + (1/2)*B*B_intra*G*K*N*R_nic*gamma - 1/2*B*B_intra*G*K*R_nic*gamma - B*B_intra*G*N*R_nic*alpha_intra - 1/2*B*B_intra*G*N*R_nic*budget + B*G*K*N*R_nic - B*K*N*R_nic - B_intra*G**2*K + B_intra*G*K*N)/(B*B_intra*N*R_nic*(G - N))


def hierarchical_ring__all_reduce__max_workers(*, B, B_intra, G, K, R_nic, alpha, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha > 0): ``-G**2*alpha_intra/(2*alpha) - G*K*gamma/(4*alpha) + G/2 + G*alpha_intra/(2*alpha) + G*budget/(4*alpha) - G*K/(2*B_intra*alpha) + K/(2*B_intra*alpha) - G*K/(2*B*R_nic*alpha) + sqrt(4*B**2*B_intra**2*G**4*R_nic**2*alpha_intra**2 + 4*B**2*B_intra**2*G**3*K*R_nic**2*alpha_intra*gamma - 8*B**2*B_intra**2*G**3*R_nic**2*alpha*alpha_intra - 8*B**2*B_intra**2*G**3*R_nic**2*alpha_intra**2 - 4*B**2*B_intra**2*G**3*R_nic**2*alpha_intra*budget + B**2*B_intra**2*G**2*K**2*R_nic**2*gamma**2 - 4*B**2*B_intra**2*G**2*K*R_nic**2*alpha*gamma - 4*B**2*B_intra**2*G**2*K*R_nic**2*alpha_intra*gamma - 2*B**2*B_intra**2*G**2*K*R_nic**2*budget*gamma + 4*B**2*B_intra**2*G**2*R_nic**2*alpha**2 + 8*B**2*B_intra**2*G**2*R_nic**2*alpha*alpha_intra + 4*B**2*B_intra**2*G**2*R_nic**2*alpha*budget + 4*B**2*B_intra**2*G**2*R_nic**2*alpha_intra**2 + 4*B**2*B_intra**2*G**2*R_nic**2*alpha_intra*budget + B**2*B_intra**2*G**2*R_nic**2*budget**2 + 8*B**2*B_intra**2*G*K*R_nic**2*alpha*gamma + 8*B**2*B_intra*G**3*K*R_nic**2*alpha_intra + 4*B**2*B_intra*G**2*K**2*R_nic**2*gamma - 8*B**2*B_intra*G**2*K*R_nic**2*alpha - 16*B**2*B_intra*G**2*K*R_nic**2*alpha_intra - 4*B**2*B_intra*G**2*K*R_nic**2*budget - 4*B**2*B_intra*G*K**2*R_nic**2*gamma + 8*B**2*B_intra*G*K*R_nic**2*alpha + 8*B**2*B_intra*G*K*R_nic**2*alpha_intra + 4*B**2*B_intra*G*K*R_nic**2*budget + 4*B**2*G**2*K**2*R_nic**2 - 8*B**2*G*K**2*R_nic**2 + 4*B**2*K**2*R_nic**2 + 8*B*B_intra**2*G**3*K*R_nic*alpha_intra + 4*B*B_intra**2*G**2*K**2*R_nic*gamma + 8*B*B_intra**2*G**2*K*R_nic*alpha - 8*B*B_intra**2*G**2*K*R_nic*alpha_intra - 4*B*B_intra**2*G**2*K*R_nic*budget + 8*B*B_intra*G**2*K**2*R_nic - 8*B*B_intra*G*K**2*R_nic + 4*B_intra**2*G**2*K**2)/(4*B*B_intra*R_nic*alpha)``."""
    return -1/2*G**2*alpha_intra/alpha - 1/4*G*K*gamma/alpha + (1/2)*G + (1/2)*G*alpha_intra/alpha + (1/4)*G*budget/alpha - 1/2*G*K/(B_intra*alpha) + (1/2)*K/(B_intra*alpha) - 1/2*G*K/(B*R_nic*alpha) + (1/4)*numpy.sqrt(4*B**2*B_intra**2*G**4*R_nic**2*alpha_intra**2 + 4*B**2*B_intra**2*G**3*K*R_nic**2*alpha_intra*gamma - 8*B**2*B_intra**2*G**3*R_nic**2*alpha*alpha_intra - 8*B**2*B_intra**2*G**3*R_nic**2*alpha_intra**2 - 4*B**2*B_intra**2*G**3*R_nic**2*alpha_intra*budget + B**2*B_intra**2*G**2*K**2*R_nic**2*gamma**2 - 4*B**2*B_intra**2*G**2*K*R_nic**2*alpha*gamma - 4*B**2*B_intra**2*G**2*K*R_nic**2*alpha_intra*gamma - 2*B**2*B_intra**2*G**2*K*R_nic**2*budget*gamma + 4*B**2*B_intra**2*G**2*R_nic**2*alpha**2 + 8*B**2*B_intra**2*G**2*R_nic**2*alpha*alpha_intra + 4*B**2*B_intra**2*G**2*R_nic**2*alpha*budget + 4*B**2*B_intra**2*G**2*R_nic**2*alpha_intra**2 + 4*B**2*B_intra**2*G**2*R_nic**2*alpha_intra*budget + B**2*B_intra**2*G**2*R_nic**2*budget**2 + 8*B**2*B_intra**2*G*K*R_nic**2*alpha*gamma + 8*B**2*B_intra*G**3*K*R_nic**2*alpha_intra + 4*B**2*B_intra*G**2*K**2*R_nic**2*gamma - 8*B**2*B_intra*G**2*K*R_nic**2*alpha - 16*B**2*B_intra*G**2*K*R_nic**2*alpha_intra - 4*B**2*B_intra*G**2*K*R_nic**2*budget - 4*B**2*B_intra*G*K**2*R_nic**2*gamma + 8*B**2*B_intra*G*K*R_nic**2*alpha + 8*B**2*B_intra*G*K*R_nic**2*alpha_intra + 4*B**2*B_intra*G*K*R_nic**2*budget + 4*B**2*G**2*K**2*R_nic**2 - 8*B**2*G*K**2*R_nic**2 + 4*B**2*K**2*R_nic**2 + 8*B*B_intra**2*G**3*K*R_nic*alpha_intra + 4*B*B_intra**2*G**2*K**2*R_nic*gamma + 8*B*B_intra**2*G**2*K*R_nic*alpha - 8*B*B_intra**2*G**2*K*R_nic*alpha_intra - 4*B*B_intra**2*G**2*K*R_nic*budget + 8*B*B_intra*G**2*K**2*R_nic - 8*B*B_intra*G*K**2*R_nic + 4*B_intra**2*G**2*K**2)/(B*B_intra*R_nic*alpha)


def hierarchical_ring__all_reduce__max_workers_no_latency(*, B, B_intra, G, K, R_nic, alpha_intra, budget, gamma, **_):
    """hierarchical-ring/all-reduce real N for a comm budget (alpha = 0): ``B_intra*G*K*(B*R_nic*gamma + 2*G)/(2*B*B_intra*G**2*R_nic*alpha_intra + B*B_intra*G*K*R_nic*gamma - 2*B*B_intra*G*R_nic*alpha_intra - B*B_intra*G*R_nic*budget + 2*B*G*K*R_nic - 2*B*K*R_nic + 2*B_intra*G*K)``."""
    return B_intra*G*K*(B*R_nic*gamma + 2*G)/(2*B*B_intra*G**2*R_nic*alpha_intra + B*B_intra*G*K*R_nic*gamma - 2*B*B_intra*G*R_nic*alpha_intra - B*B_intra*G*R_nic*budget + 2*B*G*K*R_nic - 2*B*K*R_nic + 2*B_intra*G*K)


def hierarchical_ring__all_reduce__workers_limit(*, B, B_intra, G, K, R_nic, alpha_intra, gamma, **_):
    """hierarchical-ring/all-reduce lim N->oo of time with alpha = 0, s: ``2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R_nic)``."""
    return 2*G*alpha_intra + K*gamma - 2*alpha_intra + 2*K/B_intra - 2*K/(B_intra*G) + 2*K/(B*R_nic)


def flat_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + (2*N - 2)*max((alpha_intra + K/(B_intra*N))*several(G), (alpha + K/(B*N*R_nic))*several(N/G))``."""
    return K*gamma*(N - 1)/N + (2*N - 2)*numpy.maximum((alpha_intra + K/(B_intra*N))*numpy.minimum(numpy.frexp(G - 1)[1], 1.0), (alpha + K/(B*N*R_nic))*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))


def flat_ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def flat_ring__all_reduce__total_bytes(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def flat_ring__all_reduce__latency_steps(*, N, **_):
    """flat-ring/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def flat_ring__all_reduce__busbw_factor(*, N, **_):
    """flat-ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def flat_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce lower bound on the time, s (collectives/bound.py): ``K*gamma*(N - 1)/N + alpha*ceil_log2(N/G) + (1 - several(N/G))*(alpha_intra*ceil_log2(G) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)``."""
    return K*gamma*(N - 1)/N + alpha*(numpy.frexp(-1 + N/G)[1] + 0.0) + (1 - numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))*(alpha_intra*(numpy.frexp(G - 1)[1] + 0.0) + K*(2*G - 2)/(B_intra*G)) + G*K*(-2 + 2*N/G)/(B*N*R_nic)


def flat_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_intra, gamma, **_):
    """flat-ring/all-reduce time with infinite bandwidth, s: ``(N - 1)*(K*gamma + 2*N*max((B_intra*N*alpha_intra + K)*several(G)/(B_intra*N), alpha*several(N/G)))/N``."""
    return (N - 1)*(K*gamma + 2*N*numpy.maximum((B_intra*N*alpha_intra + K)*numpy.minimum(numpy.frexp(G - 1)[1], 1.0)/(B_intra*N), alpha*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0)))/N


MODELS = {
    'ring/all-reduce': {
        'time': ring__all_reduce__time,
        'bytes_sent_per_worker': ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': ring__all_reduce__total_bytes,
        'latency_steps': ring__all_reduce__latency_steps,
        'busbw_factor': ring__all_reduce__busbw_factor,
        'lower_bound': ring__all_reduce__lower_bound,
        'min_comm_time': ring__all_reduce__min_comm_time,
        'required_bandwidth': ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': ring__all_reduce__max_gradient_bytes,
        'max_latency': ring__all_reduce__max_latency,
        'max_workers': ring__all_reduce__max_workers,
        'max_workers_no_latency': ring__all_reduce__max_workers_no_latency,
        'workers_limit': ring__all_reduce__workers_limit,
    },
    'ring/reduce-scatter': {
        'time': ring__reduce_scatter__time,
        'bytes_sent_per_worker': ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': ring__reduce_scatter__total_bytes,
        'latency_steps': ring__reduce_scatter__latency_steps,
        'busbw_factor': ring__reduce_scatter__busbw_factor,
        'lower_bound': ring__reduce_scatter__lower_bound,
        'min_comm_time': ring__reduce_scatter__min_comm_time,
        'required_bandwidth': ring__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': ring__reduce_scatter__max_gradient_bytes,
        'max_latency': ring__reduce_scatter__max_latency,
        'max_workers': ring__reduce_scatter__max_workers,
        'max_workers_no_latency': ring__reduce_scatter__max_workers_no_latency,
        'workers_limit': ring__reduce_scatter__workers_limit,
    },
    'ring/all-gather': {
        'time': ring__all_gather__time,
        'bytes_sent_per_worker': ring__all_gather__bytes_sent_per_worker,
        'total_bytes': ring__all_gather__total_bytes,
        'latency_steps': ring__all_gather__latency_steps,
        'busbw_factor': ring__all_gather__busbw_factor,
        'lower_bound': ring__all_gather__lower_bound,
        'min_comm_time': ring__all_gather__min_comm_time,
        'required_bandwidth': ring__all_gather__required_bandwidth,
        'max_gradient_bytes': ring__all_gather__max_gradient_bytes,
        'max_latency': ring__all_gather__max_latency,
        'max_workers': ring__all_gather__max_workers,
        'max_workers_no_latency': ring__all_gather__max_workers_no_latency,
        'workers_limit': ring__all_gather__workers_limit,
    },
    'ring/broadcast': {
        'time': ring__broadcast__time,
        'bytes_sent_per_worker': ring__broadcast__bytes_sent_per_worker,
        'total_bytes': ring__broadcast__total_bytes,
        'latency_steps': ring__broadcast__latency_steps,
        'busbw_factor': ring__broadcast__busbw_factor,
        'lower_bound': ring__broadcast__lower_bound,
        'min_comm_time': ring__broadcast__min_comm_time,
        'required_bandwidth': ring__broadcast__required_bandwidth,
        'max_gradient_bytes': ring__broadcast__max_gradient_bytes,
        'max_latency': ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce': {
        'time': ring__reduce__time,
        'bytes_sent_per_worker': ring__reduce__bytes_sent_per_worker,
        'total_bytes': ring__reduce__total_bytes,
        'latency_steps': ring__reduce__latency_steps,
        'busbw_factor': ring__reduce__busbw_factor,
        'lower_bound': ring__reduce__lower_bound,
        'min_comm_time': ring__reduce__min_comm_time,
        'required_bandwidth': ring__reduce__required_bandwidth,
        'max_gradient_bytes': ring__reduce__max_gradient_bytes,
        'max_latency': ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-to-all': {
        'time': ring__all_to_all__time,
        'bytes_sent_per_worker': ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': ring__all_to_all__total_bytes,
        'latency_steps': ring__all_to_all__latency_steps,
        'busbw_factor': ring__all_to_all__busbw_factor,
        'lower_bound': ring__all_to_all__lower_bound,
        'min_comm_time': ring__all_to_all__min_comm_time,
        'required_bandwidth': ring__all_to_all__required_bandwidth,
        'max_gradient_bytes': ring__all_to_all__max_gradient_bytes,
        'max_latency': ring__all_to_all__max_latency,
        'max_workers': ring__all_to_all__max_workers,
        'max_workers_no_latency': ring__all_to_all__max_workers_no_latency,
        'workers_limit': ring__all_to_all__workers_limit,
    },
    'parameter-server/all-reduce': {
        'time': parameter_server__all_reduce__time,
        'bytes_sent_per_worker': parameter_server__all_reduce__bytes_sent_per_worker,
        'total_bytes': parameter_server__all_reduce__total_bytes,
        'latency_steps': parameter_server__all_reduce__latency_steps,
        'busbw_factor': parameter_server__all_reduce__busbw_factor,
        'lower_bound': parameter_server__all_reduce__lower_bound,
        'min_comm_time': parameter_server__all_reduce__min_comm_time,
        'required_bandwidth': parameter_server__all_reduce__required_bandwidth,
        'max_gradient_bytes': parameter_server__all_reduce__max_gradient_bytes,
        'max_latency': parameter_server__all_reduce__max_latency,
        'max_workers': parameter_server__all_reduce__max_workers,
        'max_workers_no_latency': parameter_server__all_reduce__max_workers_no_latency,
        'workers_limit': parameter_server__all_reduce__workers_limit,
    },
    'naive/all-reduce': {
        'time': naive__all_reduce__time,
        'bytes_sent_per_worker': naive__all_reduce__bytes_sent_per_worker,
        'total_bytes': naive__all_reduce__total_bytes,
        'latency_steps': naive__all_reduce__latency_steps,
        'busbw_factor': naive__all_reduce__busbw_factor,
        'lower_bound': naive__all_reduce__lower_bound,
        'min_comm_time': naive__all_reduce__min_comm_time,
        'required_bandwidth': naive__all_reduce__required_bandwidth,
        'max_gradient_bytes': naive__all_reduce__max_gradient_bytes,
        'max_latency': naive__all_reduce__max_latency,
        'max_workers': naive__all_reduce__max_workers,
        'max_workers_no_latency': naive__all_reduce__max_workers_no_latency,
        'workers_limit': naive__all_reduce__workers_limit,
    },
    'binomial-tree/all-reduce': {
        'time': binomial_tree__all_reduce__time,
        'bytes_sent_per_worker': binomial_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__all_reduce__total_bytes,
        'latency_steps': binomial_tree__all_reduce__latency_steps,
        'busbw_factor': binomial_tree__all_reduce__busbw_factor,
        'lower_bound': binomial_tree__all_reduce__lower_bound,
        'min_comm_time': binomial_tree__all_reduce__min_comm_time,
        'required_bandwidth': binomial_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__all_reduce__max_gradient_bytes,
        'max_latency': binomial_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/broadcast': {
        'time': binomial_tree__broadcast__time,
        'bytes_sent_per_worker': binomial_tree__broadcast__bytes_sent_per_worker,
        'total_bytes': binomial_tree__broadcast__total_bytes,
        'latency_steps': binomial_tree__broadcast__latency_steps,
        'busbw_factor': binomial_tree__broadcast__busbw_factor,
        'lower_bound': binomial_tree__broadcast__lower_bound,
        'min_comm_time': binomial_tree__broadcast__min_comm_time,
        'required_bandwidth': binomial_tree__broadcast__required_bandwidth,
        'max_gradient_bytes': binomial_tree__broadcast__max_gradient_bytes,
        'max_latency': binomial_tree__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/reduce': {
        'time': binomial_tree__reduce__time,
        'bytes_sent_per_worker': binomial_tree__reduce__bytes_sent_per_worker,
        'total_bytes': binomial_tree__reduce__total_bytes,
        'latency_steps': binomial_tree__reduce__latency_steps,
        'busbw_factor': binomial_tree__reduce__busbw_factor,
        'lower_bound': binomial_tree__reduce__lower_bound,
        'min_comm_time': binomial_tree__reduce__min_comm_time,
        'required_bandwidth': binomial_tree__reduce__required_bandwidth,
        'max_gradient_bytes': binomial_tree__reduce__max_gradient_bytes,
        'max_latency': binomial_tree__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'double-binary-tree/all-reduce': {
        'time': double_binary_tree__all_reduce__time,
        'bytes_sent_per_worker': double_binary_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': double_binary_tree__all_reduce__total_bytes,
        'latency_steps': double_binary_tree__all_reduce__latency_steps,
        'busbw_factor': double_binary_tree__all_reduce__busbw_factor,
        'lower_bound': double_binary_tree__all_reduce__lower_bound,
        'min_comm_time': double_binary_tree__all_reduce__min_comm_time,
        'required_bandwidth': double_binary_tree__all_reduce__required_bandwidth,
        'max_gradient_bytes': double_binary_tree__all_reduce__max_gradient_bytes,
        'max_latency': double_binary_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-reduce': {
        'time': recursive_doubling__all_reduce__time,
        'bytes_sent_per_worker': recursive_doubling__all_reduce__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_reduce__total_bytes,
        'latency_steps': recursive_doubling__all_reduce__latency_steps,
        'busbw_factor': recursive_doubling__all_reduce__busbw_factor,
        'lower_bound': recursive_doubling__all_reduce__lower_bound,
        'min_comm_time': recursive_doubling__all_reduce__min_comm_time,
        'required_bandwidth': recursive_doubling__all_reduce__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_reduce__max_gradient_bytes,
        'max_latency': recursive_doubling__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'rabenseifner/all-reduce': {
        'time': rabenseifner__all_reduce__time,
        'bytes_sent_per_worker': rabenseifner__all_reduce__bytes_sent_per_worker,
        'total_bytes': rabenseifner__all_reduce__total_bytes,
        'latency_steps': rabenseifner__all_reduce__latency_steps,
        'busbw_factor': rabenseifner__all_reduce__busbw_factor,
        'lower_bound': rabenseifner__all_reduce__lower_bound,
        'min_comm_time': rabenseifner__all_reduce__min_comm_time,
        'required_bandwidth': rabenseifner__all_reduce__required_bandwidth,
        'max_gradient_bytes': rabenseifner__all_reduce__max_gradient_bytes,
        'max_latency': rabenseifner__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-halving/reduce-scatter': {
        'time': recursive_halving__reduce_scatter__time,
        'bytes_sent_per_worker': recursive_halving__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': recursive_halving__reduce_scatter__total_bytes,
        'latency_steps': recursive_halving__reduce_scatter__latency_steps,
        'busbw_factor': recursive_halving__reduce_scatter__busbw_factor,
        'lower_bound': recursive_halving__reduce_scatter__lower_bound,
        'min_comm_time': recursive_halving__reduce_scatter__min_comm_time,
        'required_bandwidth': recursive_halving__reduce_scatter__required_bandwidth,
        'max_gradient_bytes': recursive_halving__reduce_scatter__max_gradient_bytes,
        'max_latency': recursive_halving__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-gather': {
        'time': recursive_doubling__all_gather__time,
        'bytes_sent_per_worker': recursive_doubling__all_gather__bytes_sent_per_worker,
        'total_bytes': recursive_doubling__all_gather__total_bytes,
        'latency_steps': recursive_doubling__all_gather__latency_steps,
        'busbw_factor': recursive_doubling__all_gather__busbw_factor,
        'lower_bound': recursive_doubling__all_gather__lower_bound,
        'min_comm_time': recursive_doubling__all_gather__min_comm_time,
        'required_bandwidth': recursive_doubling__all_gather__required_bandwidth,
        'max_gradient_bytes': recursive_doubling__all_gather__max_gradient_bytes,
        'max_latency': recursive_doubling__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'bruck/all-to-all': {
        'time': bruck__all_to_all__time,
        'bytes_sent_per_worker': bruck__all_to_all__bytes_sent_per_worker,
        'total_bytes': bruck__all_to_all__total_bytes,
        'latency_steps': bruck__all_to_all__latency_steps,
        'busbw_factor': bruck__all_to_all__busbw_factor,
        'lower_bound': bruck__all_to_all__lower_bound,
        'min_comm_time': bruck__all_to_all__min_comm_time,
        'required_bandwidth': bruck__all_to_all__required_bandwidth,
        'max_gradient_bytes': bruck__all_to_all__max_gradient_bytes,
        'max_latency': bruck__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'hierarchical-ring/all-reduce': {
        'time': hierarchical_ring__all_reduce__time,
        'bytes_sent_per_worker': hierarchical_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': hierarchical_ring__all_reduce__total_bytes,
        'latency_steps': hierarchical_ring__all_reduce__latency_steps,
        'busbw_factor': hierarchical_ring__all_reduce__busbw_factor,
        'lower_bound': hierarchical_ring__all_reduce__lower_bound,
        'min_comm_time': hierarchical_ring__all_reduce__min_comm_time,
        'required_bandwidth': hierarchical_ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': hierarchical_ring__all_reduce__max_gradient_bytes,
        'max_latency': hierarchical_ring__all_reduce__max_latency,
        'max_workers': hierarchical_ring__all_reduce__max_workers,
        'max_workers_no_latency': hierarchical_ring__all_reduce__max_workers_no_latency,
        'workers_limit': hierarchical_ring__all_reduce__workers_limit,
    },
    'flat-ring/all-reduce': {
        'time': flat_ring__all_reduce__time,
        'bytes_sent_per_worker': flat_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': flat_ring__all_reduce__total_bytes,
        'latency_steps': flat_ring__all_reduce__latency_steps,
        'busbw_factor': flat_ring__all_reduce__busbw_factor,
        'lower_bound': flat_ring__all_reduce__lower_bound,
        'min_comm_time': flat_ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
}


def cluster__ring__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + K*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K*gamma*(N - 1)/N + K*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def cluster__ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def cluster__ring__all_reduce__total_bytes(*, K, N, **_):
    """ring/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__ring__all_reduce__latency_steps(*, N, **_):
    """ring/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def cluster__ring__all_reduce__busbw_factor(*, N, **_):
    """ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce time with infinite bandwidth, s: ``(B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce K for a comm budget, bytes: ``N*f_proto*(-L_base*plat*ceiling(N/G)*several(ceiling(N/G)) + L_base*ceiling(N/G)*several(ceiling(N/G)) - L_base*ceiling(N/G) - 2*N*plat*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + 2*N*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha*plat*ceiling(N/G)**2*several(ceiling(N/G)) + 2*alpha*plat*ceiling(N/G)*several(ceiling(N/G)) + 2*alpha*ceiling(N/G)**2*several(ceiling(N/G)) - 2*alpha*ceiling(N/G)**2 - 2*alpha*ceiling(N/G)*several(ceiling(N/G)) + 2*alpha*ceiling(N/G) - 4*alpha_hop*plat*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*plat*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + 2*plat*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + 2*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N*f_proto*gamma + 2*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G))``."""
    return N*f_proto*(-L_base*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + L_base*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - L_base*numpy.ceil(N/G) - 2*N*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*N*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 2*alpha*numpy.ceil(N/G)**2 - 2*alpha*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*numpy.ceil(N/G) - 4*alpha_hop*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + 2*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N*f_proto*gamma + 2*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G))


def cluster__ring__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce alpha for a comm budget, s: ``(-K*N*f_proto*gamma*ceiling(N/G)/2 - K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceiling(N/G)/2 + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*plat*ceiling(N/G)*several(ceiling(N/G))/2 + L_base*N*f_proto*ceiling(N/G)*several(ceiling(N/G))/2 - L_base*N*f_proto*ceiling(N/G)/2 - N**2*f_proto*plat*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + N**2*f_proto*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*plat*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G)/2 + N*f_proto*plat*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - N*f_proto*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(plat*ceiling(N/G)*several(ceiling(N/G)) - plat*several(ceiling(N/G)) - ceiling(N/G)*several(ceiling(N/G)) + ceiling(N/G) + several(ceiling(N/G)) - 1)*ceiling(N/G))``."""
    return (-1/2*K*N*f_proto*gamma*numpy.ceil(N/G) - K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (1/2)*K*f_proto*gamma*numpy.ceil(N/G) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 1/2*L_base*N*f_proto*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1/2)*L_base*N*f_proto*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 1/2*L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + N**2*f_proto*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (1/2)*N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - N*f_proto*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - plat*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(N/G) + numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 1)*numpy.ceil(N/G))


def cluster__ring__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter completion time, s: ``K*gamma*(N - 1)/N + K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*gamma*(N - 1)/N + K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__ring__reduce_scatter__total_bytes(*, K, N, **_):
    """ring/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__ring__reduce_scatter__latency_steps(*, N, **_):
    """ring/reduce-scatter sequential message steps: ``N - 1``."""
    return N - 1


def cluster__ring__reduce_scatter__busbw_factor(*, N, **_):
    """ring/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__ring__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/reduce-scatter lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter time with infinite bandwidth, s: ``(B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__ring__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter K for a comm budget, bytes: ``N*f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N*f_proto*gamma + N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G))``."""
    return N*f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N*f_proto*gamma + N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*gamma - numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G))


def cluster__ring__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter alpha for a comm budget, s: ``(-K*N*f_proto*gamma*ceiling(N/G) - K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceiling(N/G) + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceiling(N/G) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*N*f_proto*gamma*numpy.ceil(N/G) - K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*numpy.ceil(N/G) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__ring__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather completion time, s: ``K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__ring__all_gather__total_bytes(*, K, N, **_):
    """ring/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__ring__all_gather__latency_steps(*, N, **_):
    """ring/all-gather sequential message steps: ``N - 1``."""
    return N - 1


def cluster__ring__all_gather__busbw_factor(*, N, **_):
    """ring/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__ring__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather time with infinite bandwidth, s: ``(2*B_intra*N*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__ring__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather K for a comm budget, bytes: ``N*f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N - 1)*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N - 1)*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__ring__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather alpha for a comm budget, s: ``(-K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceiling(N/G) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__ring__broadcast__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast completion time, s: ``K*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """ring/broadcast bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__ring__broadcast__total_bytes(*, K, N, **_):
    """ring/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__ring__broadcast__latency_steps(*, N, **_):
    """ring/broadcast sequential message steps: ``N - 1``."""
    return N - 1


def cluster__ring__broadcast__busbw_factor(**_):
    """ring/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__ring__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__broadcast__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast time with infinite bandwidth, s: ``L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K*several(N)*several(min(N, G))/(B_intra*eta_up*f_proto)``."""
    return L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto)


def cluster__ring__broadcast__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast K for a comm budget, bytes: ``f_proto*(2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - (L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - budget - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))/(ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return f_proto*(2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - (L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - budget - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))/(numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__ring__broadcast__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast alpha for a comm budget, s: ``(-K*ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceiling(N/G) - N*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*f_proto*ceiling(N/G) + f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*f_proto*numpy.ceil(N/G) - N*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*f_proto*numpy.ceil(N/G) + f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__ring__reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce completion time, s: ``K*gamma*several(N) + K*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """ring/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__ring__reduce__total_bytes(*, K, N, **_):
    """ring/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__ring__reduce__latency_steps(*, N, **_):
    """ring/reduce sequential message steps: ``N - 1``."""
    return N - 1


def cluster__ring__reduce__busbw_factor(**_):
    """ring/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__ring__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """ring/reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce time with infinite bandwidth, s: ``K*gamma*several(N) + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K*several(N)*several(min(N, G))/(B_intra*eta_up*f_proto)``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto)


def cluster__ring__reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce K for a comm budget, bytes: ``f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((f_proto*gamma + max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G)*several(N))``."""
    return f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((f_proto*gamma + numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def cluster__ring__reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce alpha for a comm budget, s: ``(-K*f_proto*gamma*ceiling(N/G)*several(N) - K*ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceiling(N/G) - N*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*f_proto*ceiling(N/G) + f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*f_proto*gamma*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - K*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*f_proto*numpy.ceil(N/G) - N*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*f_proto*numpy.ceil(N/G) + f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__ring__all_to_all__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all completion time, s: ``L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + max(K*(min(N, G) - 1)/(B_intra*N*eta_up), K*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + numpy.maximum(K*(numpy.minimum(N, G) - 1)/(B_intra*N*eta_up), K*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def cluster__ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """ring/all-to-all bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__ring__all_to_all__total_bytes(*, K, N, **_):
    """ring/all-to-all bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__ring__all_to_all__latency_steps(*, N, **_):
    """ring/all-to-all sequential message steps: ``N - 1``."""
    return N - 1


def cluster__ring__all_to_all__busbw_factor(*, N, **_):
    """ring/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__ring__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """ring/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))*min(N, G)/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]*min(n_leaf*min(N, G), N)/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))*numpy.minimum(N, G)/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(n_leaf*numpy.minimum(N, G), N)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__ring__all_to_all__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all time with infinite bandwidth, s: ``(B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K*(min(N, G) - 1))/(B_intra*N*eta_up*f_proto)``."""
    return (B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K*(numpy.minimum(N, G) - 1))/(B_intra*N*eta_up*f_proto)


def cluster__ring__all_to_all__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all alpha for a comm budget, s: ``(-L_base*f_proto - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) - alpha_intra*f_proto*min(N, G) + alpha_intra*f_proto + budget*f_proto - max(K*(min(N, G) - 1)/(B_intra*N*eta_up), K*(N*[ceiling(N/G) > n_leaf]*max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - N*[ceiling(N/G) > n_leaf] + N - [ceiling(N/G) > n_leaf]*min(N, G)*max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) + [ceiling(N/G) > n_leaf]*min(N, G) - min(N, G))*min(N, G)*several(ceiling(N/G))/(B*N*eta_net*(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))))/(f_proto*(ceiling(N/G) - 1))``."""
    return (-L_base*f_proto - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) - alpha_intra*f_proto*numpy.minimum(N, G) + alpha_intra*f_proto + budget*f_proto - numpy.maximum(K*(numpy.minimum(N, G) - 1)/(B_intra*N*eta_up), K*(N*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - N*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + N - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G) - numpy.minimum(N, G))*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*eta_net*(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))))/(f_proto*(numpy.ceil(N/G) - 1))


def cluster__double_binary_tree__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce completion time, s: ``K*gamma*several(N) + K*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/f_proto + L_base + 2*alpha_intra*(min(N, G) - 1) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + K*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/f_proto + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__double_binary_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by the busiest worker: ``2*K*several(N)``."""
    return 2*K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__double_binary_tree__all_reduce__total_bytes(*, K, N, **_):
    """double-binary-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__double_binary_tree__all_reduce__latency_steps(*, G, N, **_):
    """double-binary-tree/all-reduce sequential message steps: ``2*floor_log2(ceiling(N/G)) + 2*min(N, G) - 2``."""
    return 2*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*numpy.minimum(N, G) - 2


def cluster__double_binary_tree__all_reduce__busbw_factor(*, N, **_):
    """double-binary-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__double_binary_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """double-binary-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__double_binary_tree__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce time with infinite bandwidth, s: ``(B_intra*eta_up*f_proto*(K*gamma*several(N) + L_base + 2*alpha_intra*(min(N, G) - 1) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + K*([min(N, G) > 2] + 1)*several(min(N, G)))/(B_intra*eta_up*f_proto)``."""
    return (B_intra*eta_up*f_proto*(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + K*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up*f_proto)


def cluster__double_binary_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce K for a comm budget, bytes: ``f_proto*(-L_base - 2*alpha*floor_log2(ceiling(N/G)) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - 2*alpha_intra*min(N, G) + 2*alpha_intra + budget)/(f_proto*gamma*several(N) + max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2] + [ceiling(N/G) > 3] + 2)/(2*B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2] + 2)*ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/(2*B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G)))))``."""
    return f_proto*(-L_base - 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - 2*alpha_intra*numpy.minimum(N, G) + 2*alpha_intra + budget)/(f_proto*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum((1/2)*(numpy.greater(numpy.ceil(N/G), 2).astype(float) + numpy.greater(numpy.ceil(N/G), 3).astype(float) + 2)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), (1/2)*((numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 2)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))))


def cluster__double_binary_tree__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce alpha for a comm budget, s: ``(-K*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2] + [ceiling(N/G) > 3] + 2)/(2*B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2] + 2)*ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/(2*B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G)))) - 4*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - f_proto*(K*gamma*several(N) + L_base + 2*alpha_intra*min(N, G) - 2*alpha_intra - budget))/(2*f_proto*floor_log2(ceiling(N/G)))``."""
    return (1/2)*(-K*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum((1/2)*(numpy.greater(numpy.ceil(N/G), 2).astype(float) + numpy.greater(numpy.ceil(N/G), 3).astype(float) + 2)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), (1/2)*((numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 2)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))) - 4*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - f_proto*(K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + L_base + 2*alpha_intra*numpy.minimum(N, G) - 2*alpha_intra - budget))/(f_proto*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))


def cluster__nvls__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce completion time, s: ``K*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def cluster__nvls__all_reduce__bytes_sent_per_worker(*, G, K, N, R_nic, **_):
    """nvls/all-reduce bytes sent by the busiest worker: ``K*several(N) + K*several(ceiling(N/G))/min(-G*(ceiling(N/G) - 1) + N, ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + K*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.minimum(-G*(numpy.ceil(N/G) - 1) + N, numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))


def cluster__nvls__all_reduce__total_bytes(*, K, N, **_):
    """nvls/all-reduce bytes sent by all workers: ``K*N``."""
    return K*N


def cluster__nvls__all_reduce__latency_steps(*, G, N, **_):
    """nvls/all-reduce sequential message steps: ``several(ceiling(N/G)) + 1``."""
    return numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1


def cluster__nvls__all_reduce__busbw_factor(*, N, **_):
    """nvls/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__nvls__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """nvls/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__nvls__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce time with infinite bandwidth, s: ``(B_intra*eta_nvls*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*several(N))/(B_intra*eta_nvls*f_proto)``."""
    return (B_intra*eta_nvls*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B_intra*eta_nvls*f_proto)


def cluster__nvls__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce K for a comm budget, bytes: ``f_proto*(-L_base - alpha*several(ceiling(N/G)) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - alpha_intra + budget)/(several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return f_proto*(-L_base - alpha*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - alpha_intra + budget)/(numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__nvls__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce alpha for a comm budget, s: ``(-K*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - f_proto*(L_base + alpha_intra - budget))/(f_proto*several(ceiling(N/G)))``."""
    return (-K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - f_proto*(L_base + alpha_intra - budget))/(f_proto*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__nvls__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather completion time, s: ``K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def cluster__nvls__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """nvls/all-gather bytes sent by the busiest worker: ``K/N``."""
    return K/N


def cluster__nvls__all_gather__total_bytes(*, K, **_):
    """nvls/all-gather bytes sent by all workers: ``K``."""
    return K


def cluster__nvls__all_gather__latency_steps(*, G, N, **_):
    """nvls/all-gather sequential message steps: ``several(ceiling(N/G)) + 1``."""
    return numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1


def cluster__nvls__all_gather__busbw_factor(*, N, **_):
    """nvls/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__nvls__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """nvls/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__nvls__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather time with infinite bandwidth, s: ``(B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__nvls__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather K for a comm budget, bytes: ``N*f_proto*(-L_base - alpha*several(ceiling(N/G)) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - alpha_intra + budget)/((N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*f_proto*(-L_base - alpha*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - alpha_intra + budget)/((N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__nvls__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather alpha for a comm budget, s: ``(-K*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*several(ceiling(N/G)))``."""
    return (-K*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__nvls__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter completion time, s: ``K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def cluster__nvls__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """nvls/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__nvls__reduce_scatter__total_bytes(*, K, N, **_):
    """nvls/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__nvls__reduce_scatter__latency_steps(*, G, N, **_):
    """nvls/reduce-scatter sequential message steps: ``several(ceiling(N/G)) + 1``."""
    return numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1


def cluster__nvls__reduce_scatter__busbw_factor(*, N, **_):
    """nvls/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__nvls__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """nvls/reduce-scatter lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__nvls__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter time with infinite bandwidth, s: ``(B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*eta_up*f_proto*(L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__nvls__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter K for a comm budget, bytes: ``N*f_proto*(-L_base - alpha*several(ceiling(N/G)) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - alpha_intra + budget)/((N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*f_proto*(-L_base - alpha*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - alpha_intra + budget)/((N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__nvls__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter alpha for a comm budget, s: ``(-K*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*several(ceiling(N/G)) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*several(ceiling(N/G)))``."""
    return (-K*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - N*f_proto*(L_base + alpha_intra - budget))/(N*f_proto*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__nvls_tree__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce completion time, s: ``K*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/f_proto + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/f_proto + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__nvls_tree__all_reduce__bytes_sent_per_worker(*, G, K, N, R_nic, **_):
    """nvls-tree/all-reduce bytes sent by the busiest worker: ``K*several(N) + K*several(ceiling(N/G))*max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/min(min(N, G), ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)/min(-G*(ceiling(N/G) - 1) + N, ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + K*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/numpy.minimum(numpy.minimum(N, G), numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)/numpy.minimum(-G*(numpy.ceil(N/G) - 1) + N, numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))


def cluster__nvls_tree__all_reduce__total_bytes(*, K, N, **_):
    """nvls-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__nvls_tree__all_reduce__latency_steps(*, G, N, **_):
    """nvls-tree/all-reduce sequential message steps: ``2*floor_log2(ceiling(N/G)) + 1``."""
    return 2*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 1


def cluster__nvls_tree__all_reduce__busbw_factor(*, N, **_):
    """nvls-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__nvls_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """nvls-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__nvls_tree__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce time with infinite bandwidth, s: ``(B_intra*eta_nvls*f_proto*(L_base + alpha_intra + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + K*several(N))/(B_intra*eta_nvls*f_proto)``."""
    return (B_intra*eta_nvls*f_proto*(L_base + alpha_intra + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B_intra*eta_nvls*f_proto)


def cluster__nvls_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce K for a comm budget, bytes: ``f_proto*(-L_base - 2*alpha*floor_log2(ceiling(N/G)) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - alpha_intra + budget)/(several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2] + [ceiling(N/G) > 3] + 2)/(2*B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2] + 2)*ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/(2*B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G)))))``."""
    return f_proto*(-L_base - 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - alpha_intra + budget)/(numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum((1/2)*(numpy.greater(numpy.ceil(N/G), 2).astype(float) + numpy.greater(numpy.ceil(N/G), 3).astype(float) + 2)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), (1/2)*((numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 2)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))))


def cluster__nvls_tree__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce alpha for a comm budget, s: ``(-K*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2] + [ceiling(N/G) > 3] + 2)/(2*B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2] + 2)*ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/(2*B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G)))) - 4*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - f_proto*(L_base + alpha_intra - budget))/(2*f_proto*floor_log2(ceiling(N/G)))``."""
    return (1/2)*(-K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum((1/2)*(numpy.greater(numpy.ceil(N/G), 2).astype(float) + numpy.greater(numpy.ceil(N/G), 3).astype(float) + 2)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), (1/2)*((numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 2)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))) - 4*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - f_proto*(L_base + alpha_intra - budget))/(f_proto*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))


def cluster__collnet_direct__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce completion time, s: ``K*max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G))``."""
    return K*numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)


def cluster__collnet_direct__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """collnet-direct/all-reduce bytes sent by the busiest worker: ``K*(2*min(N, G) - 1)*several(N)/min(N, G)``."""
    return K*(2*numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/numpy.minimum(N, G)


def cluster__collnet_direct__all_reduce__total_bytes(*, K, N, **_):
    """collnet-direct/all-reduce bytes sent by all workers: ``K*N``."""
    return K*N


def cluster__collnet_direct__all_reduce__latency_steps(*, G, N, **_):
    """collnet-direct/all-reduce sequential message steps: ``2*several(min(N, G)) + 1``."""
    return 2*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + 1


def cluster__collnet_direct__all_reduce__busbw_factor(*, N, **_):
    """collnet-direct/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__collnet_direct__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """collnet-direct/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__collnet_direct__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce time with infinite bandwidth, s: ``(B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)))*min(N, G) + 2*K*(min(N, G) - 1)*several(min(N, G)))/(B_intra*eta_up*f_proto*min(N, G))``."""
    return (B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*numpy.minimum(N, G) + 2*K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up*f_proto*numpy.minimum(N, G))


def cluster__collnet_direct__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce K for a comm budget, bytes: ``f_proto*(-L_base - alpha - 2*alpha_hop*[ceiling(N/G) > n_leaf] - 2*alpha_intra*several(min(N, G)) + budget)/max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))``."""
    return f_proto*(-L_base - alpha - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) - 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + budget)/numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))


def cluster__collnet_direct__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce alpha for a comm budget, s: ``(-K*max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)) - budget))/f_proto``."""
    return (-K*numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) - budget))/f_proto


def cluster__collnet_chain__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce completion time, s: ``K*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + alpha_intra*(2*min(N, G) - 2)``."""
    return K*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + alpha_intra*(2*numpy.minimum(N, G) - 2)


def cluster__collnet_chain__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """collnet-chain/all-reduce bytes sent by the busiest worker: ``K*(several(min(N, G)) + 1)*several(N)``."""
    return K*(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__collnet_chain__all_reduce__total_bytes(*, K, N, **_):
    """collnet-chain/all-reduce bytes sent by all workers: ``2*K*N``."""
    return 2*K*N


def cluster__collnet_chain__all_reduce__latency_steps(*, G, N, **_):
    """collnet-chain/all-reduce sequential message steps: ``2*min(N, G) - 1``."""
    return 2*numpy.minimum(N, G) - 1


def cluster__collnet_chain__all_reduce__busbw_factor(*, N, **_):
    """collnet-chain/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__collnet_chain__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """collnet-chain/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__collnet_chain__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce time with infinite bandwidth, s: ``(B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*(min(N, G) - 1)) + K*([min(N, G) > 2] + 1)*several(min(N, G)))/(B_intra*eta_up*f_proto)``."""
    return (B_intra*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*(numpy.minimum(N, G) - 1)) + K*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up*f_proto)


def cluster__collnet_chain__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce K for a comm budget, bytes: ``f_proto*(-L_base - alpha - 2*alpha_hop*[ceiling(N/G) > n_leaf] - 2*alpha_intra*min(N, G) + 2*alpha_intra + budget)/max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))``."""
    return f_proto*(-L_base - alpha - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) - 2*alpha_intra*numpy.minimum(N, G) + 2*alpha_intra + budget)/numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))


def cluster__collnet_chain__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce alpha for a comm budget, s: ``(-K*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*min(N, G) - 2*alpha_intra - budget))/f_proto``."""
    return (-K*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*(L_base + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(N, G) - 2*alpha_intra - budget))/f_proto


def cluster__pat__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather completion time, s: ``K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G))``."""
    return K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__pat__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """pat/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__pat__all_gather__total_bytes(*, K, N, **_):
    """pat/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__pat__all_gather__latency_steps(*, G, N, **_):
    """pat/all-gather sequential message steps: ``floor_log2(ceiling(N/G))``."""
    return (numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__pat__all_gather__busbw_factor(*, N, **_):
    """pat/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__pat__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """pat/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__pat__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather time with infinite bandwidth, s: ``(B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G)/7 - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return ((1/7)*B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__pat__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather K for a comm budget, bytes: ``N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*floor_log2(ceiling(N/G)) - 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + 7*budget)/(7*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (1/7)*N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 7*budget)/((N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__pat__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather alpha for a comm budget, s: ``7*(-K*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - N*f_proto*(L_base + N*alpha_intra - budget))/(2*N*f_proto*floor_log2(ceiling(N/G)))``."""
    return (7/2)*(-K*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - N*f_proto*(L_base + N*alpha_intra - budget))/(N*f_proto*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))


def cluster__pat__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter completion time, s: ``K*gamma*(N - 1)/N + K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G))``."""
    return K*gamma*(N - 1)/N + K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__pat__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """pat/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__pat__reduce_scatter__total_bytes(*, K, N, **_):
    """pat/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__pat__reduce_scatter__latency_steps(*, G, N, **_):
    """pat/reduce-scatter sequential message steps: ``floor_log2(ceiling(N/G))``."""
    return (numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def cluster__pat__reduce_scatter__busbw_factor(*, N, **_):
    """pat/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__pat__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """pat/reduce-scatter lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__pat__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter time with infinite bandwidth, s: ``(B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceiling(R_nic*min(N, G)/G) + B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G)/7 - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + (1/7)*B_intra*N*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__pat__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter K for a comm budget, bytes: ``N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*floor_log2(ceiling(N/G)) - 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + 7*budget)/(7*(N*f_proto*gamma + N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))))``."""
    return (1/7)*N*f_proto*(-7*L_base - 7*N*alpha_intra - 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 7*budget)/(N*f_proto*gamma + N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*gamma - numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__pat__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter alpha for a comm budget, s: ``7*(-K*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma + K*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) - N*f_proto*(K*gamma + L_base + N*alpha_intra - budget))/(2*N*f_proto*floor_log2(ceiling(N/G)))``."""
    return (7/2)*(-K*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma + K*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) - N*f_proto*(K*gamma + L_base + N*alpha_intra - budget))/(N*f_proto*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))


def cluster__flat_ring__all_reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + K*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K*gamma*(N - 1)/N + K*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def cluster__flat_ring__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by the busiest worker: ``K*(2*N - 2)/N``."""
    return K*(2*N - 2)/N


def cluster__flat_ring__all_reduce__total_bytes(*, K, N, **_):
    """flat-ring/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__flat_ring__all_reduce__latency_steps(*, N, **_):
    """flat-ring/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def cluster__flat_ring__all_reduce__busbw_factor(*, N, **_):
    """flat-ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__flat_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__all_reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce time with infinite bandwidth, s: ``(B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__flat_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce K for a comm budget, bytes: ``N*f_proto*(-L_base*plat*ceiling(N/G)*several(ceiling(N/G)) + L_base*ceiling(N/G)*several(ceiling(N/G)) - L_base*ceiling(N/G) - 2*N*plat*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + 2*N*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha*plat*ceiling(N/G)**2*several(ceiling(N/G)) + 2*alpha*plat*ceiling(N/G)*several(ceiling(N/G)) + 2*alpha*ceiling(N/G)**2*several(ceiling(N/G)) - 2*alpha*ceiling(N/G)**2 - 2*alpha*ceiling(N/G)*several(ceiling(N/G)) + 2*alpha*ceiling(N/G) - 4*alpha_hop*plat*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*plat*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + 2*plat*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + 2*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N*f_proto*gamma + 2*N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G))``."""
    return N*f_proto*(-L_base*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + L_base*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - L_base*numpy.ceil(N/G) - 2*N*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*N*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 2*alpha*numpy.ceil(N/G)**2 - 2*alpha*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha*numpy.ceil(N/G) - 4*alpha_hop*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + 2*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N*f_proto*gamma + 2*N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*gamma - 2*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G))


def cluster__flat_ring__all_reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce alpha for a comm budget, s: ``(-K*N*f_proto*gamma*ceiling(N/G)/2 - K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceiling(N/G)/2 + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*plat*ceiling(N/G)*several(ceiling(N/G))/2 + L_base*N*f_proto*ceiling(N/G)*several(ceiling(N/G))/2 - L_base*N*f_proto*ceiling(N/G)/2 - N**2*f_proto*plat*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + N**2*f_proto*ceiling(N/G)*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*plat*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G)/2 + N*f_proto*plat*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - N*f_proto*ceiling(N/G)**2*several(ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(plat*ceiling(N/G)*several(ceiling(N/G)) - plat*several(ceiling(N/G)) - ceiling(N/G)*several(ceiling(N/G)) + ceiling(N/G) + several(ceiling(N/G)) - 1)*ceiling(N/G))``."""
    return (-1/2*K*N*f_proto*gamma*numpy.ceil(N/G) - K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (1/2)*K*f_proto*gamma*numpy.ceil(N/G) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 1/2*L_base*N*f_proto*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1/2)*L_base*N*f_proto*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 1/2*L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + N**2*f_proto*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*plat*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (1/2)*N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*plat*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - N*f_proto*numpy.ceil(N/G)**2*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(plat*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - plat*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(N/G) + numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - 1)*numpy.ceil(N/G))


def cluster__flat_ring__reduce_scatter__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter completion time, s: ``K*gamma*(N - 1)/N + K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*gamma*(N - 1)/N + K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__flat_ring__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/reduce-scatter bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__flat_ring__reduce_scatter__total_bytes(*, K, N, **_):
    """flat-ring/reduce-scatter bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__flat_ring__reduce_scatter__latency_steps(*, N, **_):
    """flat-ring/reduce-scatter sequential message steps: ``N - 1``."""
    return N - 1


def cluster__flat_ring__reduce_scatter__busbw_factor(*, N, **_):
    """flat-ring/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__flat_ring__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/reduce-scatter lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__reduce_scatter__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter time with infinite bandwidth, s: ``(B_intra*K*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__flat_ring__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter K for a comm budget, bytes: ``N*f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N*f_proto*gamma + N*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - f_proto*gamma - max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G))``."""
    return N*f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N*f_proto*gamma + N*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - f_proto*gamma - numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G))


def cluster__flat_ring__reduce_scatter__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter alpha for a comm budget, s: ``(-K*N*f_proto*gamma*ceiling(N/G) - K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*ceiling(N/G) + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceiling(N/G) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*N*f_proto*gamma*numpy.ceil(N/G) - K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*f_proto*gamma*numpy.ceil(N/G) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__flat_ring__all_gather__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather completion time, s: ``K*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__flat_ring__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__flat_ring__all_gather__total_bytes(*, K, N, **_):
    """flat-ring/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__flat_ring__all_gather__latency_steps(*, N, **_):
    """flat-ring/all-gather sequential message steps: ``N - 1``."""
    return N - 1


def cluster__flat_ring__all_gather__busbw_factor(*, N, **_):
    """flat-ring/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__flat_ring__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__all_gather__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather time with infinite bandwidth, s: ``(2*B_intra*N*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def cluster__flat_ring__all_gather__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather K for a comm budget, bytes: ``N*f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((N - 1)*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N - 1)*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__flat_ring__all_gather__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather alpha for a comm budget, s: ``(-K*N*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + K*ceiling(N/G)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*ceiling(N/G) - N**2*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + N*budget*f_proto*ceiling(N/G) + N*f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(N*f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*N*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + K*numpy.ceil(N/G)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*N*f_proto*numpy.ceil(N/G) - N**2*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*N*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + N*budget*f_proto*numpy.ceil(N/G) + N*f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__flat_ring__broadcast__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast completion time, s: ``K*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__flat_ring__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/broadcast bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__flat_ring__broadcast__total_bytes(*, K, N, **_):
    """flat-ring/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__flat_ring__broadcast__latency_steps(*, N, **_):
    """flat-ring/broadcast sequential message steps: ``N - 1``."""
    return N - 1


def cluster__flat_ring__broadcast__busbw_factor(**_):
    """flat-ring/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__flat_ring__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__broadcast__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast time with infinite bandwidth, s: ``L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K*several(N)*several(min(N, G))/(B_intra*eta_up*f_proto)``."""
    return L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto)


def cluster__flat_ring__broadcast__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast K for a comm budget, bytes: ``f_proto*(2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - (L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - budget - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))/(ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return f_proto*(2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - (L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - budget - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))/(numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__flat_ring__broadcast__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast alpha for a comm budget, s: ``(-K*ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceiling(N/G) - N*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*f_proto*ceiling(N/G) + f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*f_proto*numpy.ceil(N/G) - N*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*f_proto*numpy.ceil(N/G) + f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__flat_ring__reduce__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce completion time, s: ``K*gamma*several(N) + K*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/f_proto + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__flat_ring__reduce__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__flat_ring__reduce__total_bytes(*, K, N, **_):
    """flat-ring/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__flat_ring__reduce__latency_steps(*, N, **_):
    """flat-ring/reduce sequential message steps: ``N - 1``."""
    return N - 1


def cluster__flat_ring__reduce__busbw_factor(**_):
    """flat-ring/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__flat_ring__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """flat-ring/reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__reduce__min_comm_time(*, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce time with infinite bandwidth, s: ``K*gamma*several(N) + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K*several(N)*several(min(N, G))/(B_intra*eta_up*f_proto)``."""
    return K*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*f_proto)


def cluster__flat_ring__reduce__max_gradient_bytes(*, B, B_intra, G, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce K for a comm budget, bytes: ``f_proto*(-L_base*ceiling(N/G) - N*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - alpha*ceiling(N/G)**2 + alpha*ceiling(N/G) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*ceiling(N/G) + ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/((f_proto*gamma + max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceiling(N/G)*several(N))``."""
    return f_proto*(-L_base*numpy.ceil(N/G) - N*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - alpha*numpy.ceil(N/G)**2 + alpha*numpy.ceil(N/G) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*numpy.ceil(N/G) + numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((f_proto*gamma + numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def cluster__flat_ring__reduce__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, alpha_ovh, budget, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce alpha for a comm budget, s: ``(-K*f_proto*gamma*ceiling(N/G)*several(N) - K*ceiling(N/G)*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) + ceiling(R_nic*min(N, G)/G))*several(min(N, G))/(B_intra*eta_up*ceiling(R_nic*min(N, G)/G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - L_base*f_proto*ceiling(N/G) - N*f_proto*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + budget*f_proto*ceiling(N/G) + f_proto*ceiling(N/G)**2*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))/(f_proto*(ceiling(N/G) - 1)*ceiling(N/G))``."""
    return (-K*f_proto*gamma*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - K*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - L_base*f_proto*numpy.ceil(N/G) - N*f_proto*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + budget*f_proto*numpy.ceil(N/G) + f_proto*numpy.ceil(N/G)**2*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(f_proto*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G))


def cluster__flat_ring__all_to_all__time(*, B, B_intra, G, K, L_base, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all completion time, s: ``L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + max(K*(min(N, G) - 1)/(B_intra*N*eta_up), K*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + numpy.maximum(K*(numpy.minimum(N, G) - 1)/(B_intra*N*eta_up), K*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def cluster__flat_ring__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """flat-ring/all-to-all bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__flat_ring__all_to_all__total_bytes(*, K, N, **_):
    """flat-ring/all-to-all bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__flat_ring__all_to_all__latency_steps(*, N, **_):
    """flat-ring/all-to-all sequential message steps: ``N - 1``."""
    return N - 1


def cluster__flat_ring__all_to_all__busbw_factor(*, N, **_):
    """flat-ring/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__flat_ring__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """flat-ring/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))*min(N, G)/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]*min(n_leaf*min(N, G), N)/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))*numpy.minimum(N, G)/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(n_leaf*numpy.minimum(N, G), N)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__flat_ring__all_to_all__min_comm_time(*, B_intra, G, K, L_base, N, alpha, alpha_hop, alpha_intra, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all time with infinite bandwidth, s: ``(B_intra*N*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K*(min(N, G) - 1))/(B_intra*N*eta_up*f_proto)``."""
    return (B_intra*N*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K*(numpy.minimum(N, G) - 1))/(B_intra*N*eta_up*f_proto)


def cluster__flat_ring__all_to_all__max_latency(*, B, B_intra, G, K, L_base, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all alpha for a comm budget, s: ``(-L_base*f_proto - 2*alpha_hop*f_proto*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) - alpha_intra*f_proto*min(N, G) + alpha_intra*f_proto + budget*f_proto - max(K*(min(N, G) - 1)/(B_intra*N*eta_up), K*(N*[ceiling(N/G) > n_leaf]*max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - N*[ceiling(N/G) > n_leaf] + N - [ceiling(N/G) > n_leaf]*min(N, G)*max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) + [ceiling(N/G) > n_leaf]*min(N, G) - min(N, G))*min(N, G)*several(ceiling(N/G))/(B*N*eta_net*(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))))/(f_proto*(ceiling(N/G) - 1))``."""
    return (-L_base*f_proto - 2*alpha_hop*f_proto*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) - alpha_intra*f_proto*numpy.minimum(N, G) + alpha_intra*f_proto + budget*f_proto - numpy.maximum(K*(numpy.minimum(N, G) - 1)/(B_intra*N*eta_up), K*(N*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - N*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + N - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G) - numpy.minimum(N, G))*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*eta_net*(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))))/(f_proto*(numpy.ceil(N/G) - 1))


def cluster__hierarchical_ring__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce completion time, s: ``K*gamma*(N - 1)/N + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + alpha_intra*(2*min(N, G) - 2) + K*(2*min(N, G) - 2)/(B_intra*eta_up*min(N, G)) + K*((max(1, o_sub/n_leaf) - 1)*[ceiling(N/G) > n_leaf] + 1)*(2*ceiling(N/G) - 2)*Piecewise((ceiling(min(N, G)/R_nic), R_nic < min(N, G)), (1/floor(R_nic/min(N, G)), True))/(B*eta_net*ceiling(N/G)*min(N, G))``."""
    return K*gamma*(N - 1)/N + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + alpha_intra*(2*numpy.minimum(N, G) - 2) + K*(2*numpy.minimum(N, G) - 2)/(B_intra*eta_up*numpy.minimum(N, G)) + K*((numpy.maximum(1, o_sub/n_leaf) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*(2*numpy.ceil(N/G) - 2)*numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [numpy.ceil(numpy.minimum(N, G)/R_nic),numpy.floor(R_nic/numpy.minimum(N, G))**(-1.0)], default=numpy.nan)/(B*eta_net*numpy.ceil(N/G)*numpy.minimum(N, G))


def cluster__hierarchical_ring__all_reduce__bytes_sent_per_worker(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by the busiest worker: ``K*(2*ceiling(N/G) - 2)/(ceiling(N/G)*min(N, G)) + K*(2*min(N, G) - 2)/min(N, G)``."""
    return K*(2*numpy.ceil(N/G) - 2)/(numpy.ceil(N/G)*numpy.minimum(N, G)) + K*(2*numpy.minimum(N, G) - 2)/numpy.minimum(N, G)


def cluster__hierarchical_ring__all_reduce__total_bytes(*, G, K, N, **_):
    """hierarchical-ring/all-reduce bytes sent by all workers: ``N*(K*(2*ceiling(N/G) - 2)/(ceiling(N/G)*min(N, G)) + K*(2*min(N, G) - 2)/min(N, G))``."""
    return N*(K*(2*numpy.ceil(N/G) - 2)/(numpy.ceil(N/G)*numpy.minimum(N, G)) + K*(2*numpy.minimum(N, G) - 2)/numpy.minimum(N, G))


def cluster__hierarchical_ring__all_reduce__latency_steps(*, G, N, **_):
    """hierarchical-ring/all-reduce sequential message steps: ``2*ceiling(N/G) + 2*min(N, G) - 4``."""
    return 2*numpy.ceil(N/G) + 2*numpy.minimum(N, G) - 4


def cluster__hierarchical_ring__all_reduce__busbw_factor(*, N, **_):
    """hierarchical-ring/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__hierarchical_ring__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """hierarchical-ring/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__hierarchical_ring__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce time with infinite bandwidth, s: ``K*gamma - K*gamma/N + 2*alpha*ceiling(N/G) - 2*alpha + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + 2*alpha_intra*min(N, G) - 2*alpha_intra + 2*K/(B_intra*eta_up) - 2*K/(B_intra*eta_up*min(N, G))``."""
    return K*gamma - K*gamma/N + 2*alpha*numpy.ceil(N/G) - 2*alpha + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + 2*alpha_intra*numpy.minimum(N, G) - 2*alpha_intra + 2*K/(B_intra*eta_up) - 2*K/(B_intra*eta_up*numpy.minimum(N, G))


def cluster__hierarchical_ring__all_reduce__required_bandwidth(*, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B for a comm budget, bytes/s: ``Piecewise((2*B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*ceiling(N/G)*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf]*ceiling(N/G) - [ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) + [ceiling(N/G) > n_leaf] + ceiling(N/G) - 1)*ceiling(min(N, G)/R_nic)/(eta_net*(-B_intra*K*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*B_intra*N*alpha*eta_up*ceiling(N/G)**2*min(N, G) + 2*B_intra*N*alpha*eta_up*ceiling(N/G)*min(N, G) - 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*budget*eta_up*ceiling(N/G)*min(N, G) - 2*K*N*ceiling(N/G)*min(N, G) + 2*K*N*ceiling(N/G))), R_nic < min(N, G)), (2*B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*ceiling(N/G)*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf]*ceiling(N/G) - [ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) + [ceiling(N/G) > n_leaf] + ceiling(N/G) - 1)/(eta_net*(-B_intra*K*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*B_intra*N*alpha*eta_up*ceiling(N/G)**2*min(N, G) + 2*B_intra*N*alpha*eta_up*ceiling(N/G)*min(N, G) - 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*budget*eta_up*ceiling(N/G)*min(N, G) - 2*K*N*ceiling(N/G)*min(N, G) + 2*K*N*ceiling(N/G))*floor(R_nic/min(N, G))), True))``."""
    return numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [2*B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.ceil(N/G) - 1)*numpy.ceil(numpy.minimum(N, G)/R_nic)/(eta_net*(-B_intra*K*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*B_intra*N*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) + 2*B_intra*N*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K*N*numpy.ceil(N/G))),2*B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.ceil(N/G) - 1)/(eta_net*(-B_intra*K*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*B_intra*N*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) + 2*B_intra*N*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K*N*numpy.ceil(N/G))*numpy.floor(R_nic/numpy.minimum(N, G)))], default=numpy.nan)


def cluster__hierarchical_ring__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce K for a comm budget, bytes: ``Piecewise((B*B_intra*N*eta_net*eta_up*(-2*alpha*ceiling(N/G)**2 + 2*alpha*ceiling(N/G) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_intra*ceiling(N/G)*min(N, G) + 2*alpha_intra*ceiling(N/G) + budget*ceiling(N/G))*min(N, G)/(B*B_intra*N*eta_net*eta_up*gamma*ceiling(N/G)*min(N, G) - B*B_intra*eta_net*eta_up*gamma*ceiling(N/G)*min(N, G) + 2*B*N*eta_net*ceiling(N/G)*min(N, G) - 2*B*N*eta_net*ceiling(N/G) + 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*ceiling(min(N, G)/R_nic)*max(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*ceiling(min(N, G)/R_nic) - 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(min(N, G)/R_nic)*max(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(min(N, G)/R_nic) + 2*B_intra*N*eta_up*ceiling(N/G)*ceiling(min(N, G)/R_nic) - 2*B_intra*N*eta_up*ceiling(min(N, G)/R_nic)), R_nic < min(N, G)), (B*B_intra*N*eta_net*eta_up*(-2*alpha*ceiling(N/G)**2 + 2*alpha*ceiling(N/G) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_intra*ceiling(N/G)*min(N, G) + 2*alpha_intra*ceiling(N/G) + budget*ceiling(N/G))*floor(R_nic/min(N, G))*min(N, G)/(B*eta_net*(B_intra*N*eta_up*gamma*min(N, G) - B_intra*eta_up*gamma*min(N, G) + 2*N*min(N, G) - 2*N)*ceiling(N/G)*floor(R_nic/min(N, G)) + 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G) - 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*[ceiling(N/G) > n_leaf] + 2*B_intra*N*eta_up*ceiling(N/G) - 2*B_intra*N*eta_up), True))``."""
    return numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [B*B_intra*N*eta_net*eta_up*(-2*alpha*numpy.ceil(N/G)**2 + 2*alpha*numpy.ceil(N/G) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_intra*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*alpha_intra*numpy.ceil(N/G) + budget*numpy.ceil(N/G))*numpy.minimum(N, G)/(B*B_intra*N*eta_net*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - B*B_intra*eta_net*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*B*N*eta_net*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*B*N*eta_net*numpy.ceil(N/G) + 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.ceil(numpy.minimum(N, G)/R_nic)*numpy.maximum(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.ceil(numpy.minimum(N, G)/R_nic) - 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(numpy.minimum(N, G)/R_nic)*numpy.maximum(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(numpy.minimum(N, G)/R_nic) + 2*B_intra*N*eta_up*numpy.ceil(N/G)*numpy.ceil(numpy.minimum(N, G)/R_nic) - 2*B_intra*N*eta_up*numpy.ceil(numpy.minimum(N, G)/R_nic)),B*B_intra*N*eta_net*eta_up*(-2*alpha*numpy.ceil(N/G)**2 + 2*alpha*numpy.ceil(N/G) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_intra*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*alpha_intra*numpy.ceil(N/G) + budget*numpy.ceil(N/G))*numpy.floor(R_nic/numpy.minimum(N, G))*numpy.minimum(N, G)/(B*eta_net*(B_intra*N*eta_up*gamma*numpy.minimum(N, G) - B_intra*eta_up*gamma*numpy.minimum(N, G) + 2*N*numpy.minimum(N, G) - 2*N)*numpy.ceil(N/G)*numpy.floor(R_nic/numpy.minimum(N, G)) + 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(1, o_sub/n_leaf) - 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G) - 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) + 2*B_intra*N*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*B_intra*N*eta_up*numpy.ceil(N/G) - 2*B_intra*N*eta_up)], default=numpy.nan)


def cluster__hierarchical_ring__all_reduce__max_latency(*, B, B_intra, G, K, N, R_nic, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce alpha for a comm budget, s: ``Piecewise(((B*eta_net*(-B_intra*K*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K*eta_up*gamma*ceiling(N/G)*min(N, G) - 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*budget*eta_up*ceiling(N/G)*min(N, G) - 2*K*N*ceiling(N/G)*min(N, G) + 2*K*N*ceiling(N/G))/2 - B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1)*ceiling(N/G)*ceiling(min(N, G)/R_nic) + B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1)*ceiling(min(N, G)/R_nic))/(B*B_intra*N*eta_net*eta_up*(ceiling(N/G) - 1)*ceiling(N/G)*min(N, G)), R_nic < min(N, G)), ((B*eta_net*(-B_intra*K*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K*eta_up*gamma*ceiling(N/G)*min(N, G) - 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*budget*eta_up*ceiling(N/G)*min(N, G) - 2*K*N*ceiling(N/G)*min(N, G) + 2*K*N*ceiling(N/G))*floor(R_nic/min(N, G))/2 - B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1)*ceiling(N/G) + B_intra*K*N*eta_up*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1))/(B*B_intra*N*eta_net*eta_up*(ceiling(N/G) - 1)*ceiling(N/G)*floor(R_nic/min(N, G))*min(N, G)), True))``."""
    return numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [((1/2)*B*eta_net*(-B_intra*K*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K*N*numpy.ceil(N/G)) - B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.ceil(N/G)*numpy.ceil(numpy.minimum(N, G)/R_nic) + B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.ceil(numpy.minimum(N, G)/R_nic))/(B*B_intra*N*eta_net*eta_up*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G)*numpy.minimum(N, G)),((1/2)*B*eta_net*(-B_intra*K*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*N*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*N*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K*N*numpy.ceil(N/G))*numpy.floor(R_nic/numpy.minimum(N, G)) - B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.ceil(N/G) + B_intra*K*N*eta_up*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1))/(B*B_intra*N*eta_net*eta_up*(numpy.ceil(N/G) - 1)*numpy.ceil(N/G)*numpy.floor(R_nic/numpy.minimum(N, G))*numpy.minimum(N, G))], default=numpy.nan)


def cluster__parameter_server__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce completion time, s: ``K*gamma*(N - 1) + K*(2*N - 2)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + (2*N - 2)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K*gamma*(N - 1) + K*(2*N - 2)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (2*N - 2)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__parameter_server__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__parameter_server__all_reduce__total_bytes(*, K, N, **_):
    """parameter-server/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__parameter_server__all_reduce__latency_steps(*, N, **_):
    """parameter-server/all-reduce sequential message steps: ``2*N - 2``."""
    return 2*N - 2


def cluster__parameter_server__all_reduce__busbw_factor(*, N, **_):
    """parameter-server/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__parameter_server__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """parameter-server/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__parameter_server__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce time with infinite bandwidth, s: ``(N - 1)*(B_intra*eta_up*(K*gamma + 2*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + 2*K*several(min(N, G)))/(B_intra*eta_up)``."""
    return (N - 1)*(B_intra*eta_up*(K*gamma + 2*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + 2*K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up)


def cluster__parameter_server__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce K for a comm budget, bytes: ``(-2*N*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + budget + 2*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(N*gamma + 2*N*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - gamma - 2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (-2*N*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + budget + 2*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*gamma + 2*N*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - gamma - 2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__naive__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce completion time, s: ``K*gamma*(N - 1) + K*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K*gamma*(N - 1) + K*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__naive__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """naive/all-reduce bytes sent by the busiest worker: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__naive__all_reduce__total_bytes(*, K, N, **_):
    """naive/all-reduce bytes sent by all workers: ``K*N*(N - 1)``."""
    return K*N*(N - 1)


def cluster__naive__all_reduce__latency_steps(*, N, **_):
    """naive/all-reduce sequential message steps: ``N - 1``."""
    return N - 1


def cluster__naive__all_reduce__busbw_factor(*, N, **_):
    """naive/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__naive__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """naive/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__naive__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce time with infinite bandwidth, s: ``(N - 1)*(B_intra*eta_up*(K*gamma + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K*several(min(N, G)))/(B_intra*eta_up)``."""
    return (N - 1)*(B_intra*eta_up*(K*gamma + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up)


def cluster__naive__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce K for a comm budget, bytes: ``(-N*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + budget + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(N*gamma + N*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - gamma - max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (-N*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + budget + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*gamma + N*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - gamma - numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__binomial_tree__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + 2*(K*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(K*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__all_reduce__total_bytes(*, K, N, **_):
    """binomial-tree/all-reduce bytes sent by all workers: ``K*(2*N - 2)``."""
    return K*(2*N - 2)


def cluster__binomial_tree__all_reduce__latency_steps(*, N, **_):
    """binomial-tree/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__all_reduce__busbw_factor(*, N, **_):
    """binomial-tree/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__binomial_tree__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__binomial_tree__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce time with infinite bandwidth, s: ``(B_intra*K*eta_up*gamma + 2*B_intra*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + 2*K*several(min(N, G)))*ceil_log2(N)/(B_intra*eta_up)``."""
    return (B_intra*K*eta_up*gamma + 2*B_intra*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0)/(B_intra*eta_up)


def cluster__binomial_tree__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce K for a comm budget, bytes: ``(budget - 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/((gamma + 2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceil_log2(N))``."""
    return (budget - 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((gamma + 2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*(numpy.frexp(N - 1)[1] + 0.0))


def cluster__binomial_tree__broadcast__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast completion time, s: ``(K*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return (K*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__broadcast__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__broadcast__total_bytes(*, K, N, **_):
    """binomial-tree/broadcast bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__binomial_tree__broadcast__latency_steps(*, N, **_):
    """binomial-tree/broadcast sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__broadcast__busbw_factor(**_):
    """binomial-tree/broadcast nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__binomial_tree__broadcast__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/broadcast lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__binomial_tree__broadcast__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """binomial-tree/broadcast time with infinite bandwidth, s: ``(B_intra*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*several(min(N, G)))*ceil_log2(N)/(B_intra*eta_up)``."""
    return (B_intra*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0)/(B_intra*eta_up)


def cluster__binomial_tree__broadcast__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast K for a comm budget, bytes: ``(budget - ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(ceil_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (budget - (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__binomial_tree__reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce completion time, s: ``(K*gamma + K*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return (K*gamma + K*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__reduce__bytes_sent_per_worker(*, K, N, **_):
    """binomial-tree/reduce bytes sent by the busiest worker: ``K*several(N)``."""
    return K*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)


def cluster__binomial_tree__reduce__total_bytes(*, K, N, **_):
    """binomial-tree/reduce bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__binomial_tree__reduce__latency_steps(*, N, **_):
    """binomial-tree/reduce sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def cluster__binomial_tree__reduce__busbw_factor(**_):
    """binomial-tree/reduce nccl-tests busbw/algbw factor: ``1``."""
    return numpy.float64(1)


def cluster__binomial_tree__reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """binomial-tree/reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(-x_exit*several(ceiling(N/G)) + 1)*several(min(N, G))/(B_intra*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__binomial_tree__reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce time with infinite bandwidth, s: ``(B_intra*eta_up*(K*gamma + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K*several(min(N, G)))*ceil_log2(N)/(B_intra*eta_up)``."""
    return (B_intra*eta_up*(K*gamma + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0)/(B_intra*eta_up)


def cluster__binomial_tree__reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce K for a comm budget, bytes: ``(budget - ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/((gamma + max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))*ceil_log2(N))``."""
    return (budget - (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((gamma + numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))*(numpy.frexp(N - 1)[1] + 0.0))


def cluster__recursive_doubling__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce completion time, s: ``K*gamma*ceil_log2(N) + (K*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (K*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def cluster__recursive_doubling__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by the busiest worker: ``K*ceil_log2(N)``."""
    return K*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__recursive_doubling__all_reduce__total_bytes(*, K, N, **_):
    """recursive-doubling/all-reduce bytes sent by all workers: ``K*(2*N + floor_log2(N)*pof2(N) - 2*pof2(N))``."""
    return K*(2*N + (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def cluster__recursive_doubling__all_reduce__latency_steps(*, N, **_):
    """recursive-doubling/all-reduce sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)


def cluster__recursive_doubling__all_reduce__busbw_factor(*, N, **_):
    """recursive-doubling/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__recursive_doubling__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """recursive-doubling/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__recursive_doubling__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce time with infinite bandwidth, s: ``(B_intra*K*eta_up*gamma*ceil_log2(N) + (B_intra*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*several(min(N, G)))*(2*ceil_log2(N) - floor_log2(N)))/(B_intra*eta_up)``."""
    return (B_intra*K*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (B_intra*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)))/(B_intra*eta_up)


def cluster__recursive_doubling__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce K for a comm budget, bytes: ``(budget - 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + floor_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(gamma*ceil_log2(N) + 2*ceil_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - floor_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (budget - 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (numpy.frexp(N)[1] - 1.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__rabenseifner__all_reduce__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce completion time, s: ``K*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N)) + K*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + K*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__rabenseifner__all_reduce__bytes_sent_per_worker(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by the busiest worker: ``K*((2*pof2(N) - 2)/pof2(N) + ceil_log2(N) - floor_log2(N))``."""
    return K*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def cluster__rabenseifner__all_reduce__total_bytes(*, K, N, **_):
    """rabenseifner/all-reduce bytes sent by all workers: ``K*(2*N - 2*pof2(N)) + K*(2*pof2(N) - 2)``."""
    return K*(2*N - 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)) + K*(2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)


def cluster__rabenseifner__all_reduce__latency_steps(*, N, **_):
    """rabenseifner/all-reduce sequential message steps: ``2*ceil_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0)


def cluster__rabenseifner__all_reduce__busbw_factor(*, N, **_):
    """rabenseifner/all-reduce nccl-tests busbw/algbw factor: ``(2*N - 2)/N``."""
    return (2*N - 2)/N


def cluster__rabenseifner__all_reduce__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, x_exit, **_):
    """rabenseifner/all-reduce lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(max(K*(2 - 2*s_sharp)*(ceiling(N/G) - 1)/((ceiling(N/G) - 1)*ceiling(R_nic*min(N, G)/G) + ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*[ceiling(N/G) > n_leaf]/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(2 - s_nvls)*(-x_exit*several(ceiling(N/G)) + 1)*(min(N, G) - 1)*several(min(N, G))/(B_intra*min(N, G)*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(K*(2 - 2*s_sharp)*(numpy.ceil(N/G) - 1)/((numpy.ceil(N/G) - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net), K*o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(2 - s_nvls)*(-x_exit*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*numpy.minimum(N, G)*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__rabenseifner__all_reduce__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce time with infinite bandwidth, s: ``(B_intra*K*eta_up*gamma*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1) + 2*B_intra*eta_up*ceil_log2(N)*pof2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + 2*K*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1)*several(min(N, G)))/(B_intra*eta_up*pof2(N))``."""
    return (B_intra*K*eta_up*gamma*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + 2*B_intra*eta_up*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + 2*K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*eta_up*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def cluster__rabenseifner__all_reduce__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce K for a comm budget, bytes: ``(budget - 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*pof2(N)/(gamma*ceil_log2(N)*pof2(N) - gamma*floor_log2(N)*pof2(N) + gamma*pof2(N) - gamma + 2*ceil_log2(N)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*floor_log2(N)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + 2*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return (budget - 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)/(gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + 2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__recursive_halving__reduce_scatter__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter completion time, s: ``gamma*(K*(ceil_log2(N) - floor_log2(N)) + K*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/N) + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + (K*(ceil_log2(N) - floor_log2(N)) + K*(ceil_log2(N) - floor_log2(N))/N + K*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))``."""
    return gamma*(K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/N) + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + K*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/N + K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/N)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))


def cluster__recursive_halving__reduce_scatter__bytes_sent_per_worker(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by the busiest worker: ``K*((ceil_log2(N) - floor_log2(N))/pof2(N) + (pof2(N) - 1)/pof2(N))``."""
    return K*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def cluster__recursive_halving__reduce_scatter__total_bytes(*, K, N, **_):
    """recursive-halving/reduce-scatter bytes sent by all workers: ``K*(pof2(N) - 1) + (K + K/N)*(N - pof2(N))``."""
    return K*(numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + (K + K/N)*(N - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def cluster__recursive_halving__reduce_scatter__latency_steps(*, N, **_):
    """recursive-halving/reduce-scatter sequential message steps: ``2*ceil_log2(N) - floor_log2(N)``."""
    return 2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)


def cluster__recursive_halving__reduce_scatter__busbw_factor(*, N, **_):
    """recursive-halving/reduce-scatter nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__recursive_halving__reduce_scatter__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """recursive-halving/reduce-scatter lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__recursive_halving__reduce_scatter__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter time with infinite bandwidth, s: ``(B_intra*K*eta_up*gamma*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + pof2(N) - 1) + B_intra*N*eta_up*(2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + ceil_log2(N) - floor_log2(N) + pof2(N) - 1)*several(min(N, G)))/(B_intra*N*eta_up)``."""
    return (B_intra*K*eta_up*gamma*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + B_intra*N*eta_up*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up)


def cluster__recursive_halving__reduce_scatter__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter K for a comm budget, bytes: ``N*(budget - 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + floor_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(N*gamma*ceil_log2(N)*floor_log2(N) - N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - N*gamma*floor_log2(N)**2 + N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + N*ceil_log2(N)*floor_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - N*floor_log2(N)**2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - gamma*ceil_log2(N)**2*floor_log2(N) + gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + gamma*ceil_log2(N)**2 + 2*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - gamma*ceil_log2(N)*floor_log2(N) + gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + gamma*ceil_log2(N)*pof2(N) + 2*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*gamma*ceil_log2(N) - gamma*floor_log2(N)**3 + gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + gamma*floor_log2(N)**2*pof2(N) - gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - gamma*floor_log2(N)*pof2(N) - 2*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*gamma*floor_log2(N) + gamma*pof2(N) - gamma - ceil_log2(N)**2*floor_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + ceil_log2(N)**2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + 2*ceil_log2(N)*floor_log2(N)**2*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - ceil_log2(N)*floor_log2(N)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - ceil_log2(N)*floor_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + ceil_log2(N)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + 2*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - ceil_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - floor_log2(N)**3*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + floor_log2(N)**2*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - floor_log2(N)*pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - 2*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + floor_log2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) + pof2(N)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)) - max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*(budget - 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (numpy.frexp(N)[1] - 1.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - N*(numpy.frexp(N)[1] - 1.0)**2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*gamma*(numpy.frexp(N - 1)[1] + 0.0) - gamma*(numpy.frexp(N)[1] - 1.0)**3 + gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*gamma*(numpy.frexp(N)[1] - 1.0) + gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - gamma - (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N - 1)[1] + 0.0)**2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N)[1] - 1.0)**3*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + (numpy.frexp(N)[1] - 1.0)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)) - numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__recursive_doubling__all_gather__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather completion time, s: ``K*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/N + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/N + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__recursive_doubling__all_gather__bytes_sent_per_worker(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by the busiest worker: ``K*(N - 1)/N``."""
    return K*(N - 1)/N


def cluster__recursive_doubling__all_gather__total_bytes(*, K, N, **_):
    """recursive-doubling/all-gather bytes sent by all workers: ``K*(N - 1)``."""
    return K*(N - 1)


def cluster__recursive_doubling__all_gather__latency_steps(*, N, **_):
    """recursive-doubling/all-gather sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def cluster__recursive_doubling__all_gather__busbw_factor(*, N, **_):
    """recursive-doubling/all-gather nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__recursive_doubling__all_gather__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """recursive-doubling/all-gather lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__recursive_doubling__all_gather__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather time with infinite bandwidth, s: ``(B_intra*N*eta_up*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*(N - 1)*several(min(N, G)))/(B_intra*N*eta_up)``."""
    return (B_intra*N*eta_up*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up)


def cluster__recursive_doubling__all_gather__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather K for a comm budget, bytes: ``N*(budget - ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/((N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net)))``."""
    return N*(budget - (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/((N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net)))


def cluster__bruck__all_to_all__time(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, alpha_intra, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all completion time, s: ``K*bit_count_sum(N)*max(several(min(N, G))/(B_intra*eta_up), ((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/N + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), ((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/N + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def cluster__bruck__all_to_all__bytes_sent_per_worker(*, K, N, **_):
    """bruck/all-to-all bytes sent by the busiest worker: ``K*bit_count_sum(N)/N``."""
    return K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/N


def cluster__bruck__all_to_all__total_bytes(*, K, N, **_):
    """bruck/all-to-all bytes sent by all workers: ``K*bit_count_sum(N)``."""
    return K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)


def cluster__bruck__all_to_all__latency_steps(*, N, **_):
    """bruck/all-to-all sequential message steps: ``ceil_log2(N)``."""
    return (numpy.frexp(N - 1)[1] + 0.0)


def cluster__bruck__all_to_all__busbw_factor(*, N, **_):
    """bruck/all-to-all nccl-tests busbw/algbw factor: ``(N - 1)/N``."""
    return (N - 1)/N


def cluster__bruck__all_to_all__lower_bound(*, B, B_intra, G, K, N, R_nic, alpha, alpha_hop, eta_net, eta_nvls, eta_up, n_leaf, o_sub, s_nvls, s_sharp, **_):
    """bruck/all-to-all lower bound on the time, s (collectives/bound.py): ``alpha*(s_sharp*several(ceiling(N/G)) + (1 - s_sharp)*ceil_log2(ceiling(N/G))) + 2*alpha_hop*[ceiling(N/G) > n_leaf] + max(several(ceiling(N/G))*max(K*(N - min(N, G))*min(N, G)/(B*N*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)), K*o_sub*(N - min(n_leaf*min(N, G), N))*[ceiling(N/G) > n_leaf]*min(n_leaf*min(N, G), N)/(B*N*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))), K*(min(N, G) - 1)*several(min(N, G))/(B_intra*N*max(eta_up, eta_nvls*s_nvls)))``."""
    return alpha*(s_sharp*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + (1 - s_sharp)*(numpy.frexp(numpy.ceil(N/G) - 1)[1] + 0.0)) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + numpy.maximum(numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(K*(N - numpy.minimum(N, G))*numpy.minimum(N, G)/(B*N*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)), K*o_sub*(N - numpy.minimum(n_leaf*numpy.minimum(N, G), N))*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(n_leaf*numpy.minimum(N, G), N)/(B*N*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), K*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*numpy.maximum(eta_up, eta_nvls*s_nvls)))


def cluster__bruck__all_to_all__min_comm_time(*, B_intra, G, K, N, alpha, alpha_hop, alpha_intra, eta_up, n_leaf, **_):
    """bruck/all-to-all time with infinite bandwidth, s: ``(B_intra*N*eta_up*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K*bit_count_sum(N)*several(min(N, G)))/(B_intra*N*eta_up)``."""
    return (B_intra*N*eta_up*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*eta_up)


def cluster__bruck__all_to_all__max_gradient_bytes(*, B, B_intra, G, N, R_nic, alpha, alpha_hop, alpha_intra, budget, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all K for a comm budget, bytes: ``N*(budget - ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))/(bit_count_sum(N)*max(several(min(N, G))/(B_intra*eta_up), ([ceiling(N/G) > n_leaf]*max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - [ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*eta_net*(-R_nic*ceiling(N/G) + R_nic + ceiling(N*R_nic/G)))))``."""
    return N*(budget - (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))/(numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), (numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*eta_net*(-R_nic*numpy.ceil(N/G) + R_nic + numpy.ceil(N*R_nic/G)))))


CLUSTER_MODELS = {
    'ring/all-reduce': {
        'time': cluster__ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_reduce__total_bytes,
        'latency_steps': cluster__ring__all_reduce__latency_steps,
        'busbw_factor': cluster__ring__all_reduce__busbw_factor,
        'lower_bound': cluster__ring__all_reduce__lower_bound,
        'min_comm_time': cluster__ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce-scatter': {
        'time': cluster__ring__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__ring__reduce_scatter__total_bytes,
        'latency_steps': cluster__ring__reduce_scatter__latency_steps,
        'busbw_factor': cluster__ring__reduce_scatter__busbw_factor,
        'lower_bound': cluster__ring__reduce_scatter__lower_bound,
        'min_comm_time': cluster__ring__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__ring__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-gather': {
        'time': cluster__ring__all_gather__time,
        'bytes_sent_per_worker': cluster__ring__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_gather__total_bytes,
        'latency_steps': cluster__ring__all_gather__latency_steps,
        'busbw_factor': cluster__ring__all_gather__busbw_factor,
        'lower_bound': cluster__ring__all_gather__lower_bound,
        'min_comm_time': cluster__ring__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__all_gather__max_gradient_bytes,
        'max_latency': cluster__ring__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/broadcast': {
        'time': cluster__ring__broadcast__time,
        'bytes_sent_per_worker': cluster__ring__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__ring__broadcast__total_bytes,
        'latency_steps': cluster__ring__broadcast__latency_steps,
        'busbw_factor': cluster__ring__broadcast__busbw_factor,
        'lower_bound': cluster__ring__broadcast__lower_bound,
        'min_comm_time': cluster__ring__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__broadcast__max_gradient_bytes,
        'max_latency': cluster__ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/reduce': {
        'time': cluster__ring__reduce__time,
        'bytes_sent_per_worker': cluster__ring__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__ring__reduce__total_bytes,
        'latency_steps': cluster__ring__reduce__latency_steps,
        'busbw_factor': cluster__ring__reduce__busbw_factor,
        'lower_bound': cluster__ring__reduce__lower_bound,
        'min_comm_time': cluster__ring__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__ring__reduce__max_gradient_bytes,
        'max_latency': cluster__ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'ring/all-to-all': {
        'time': cluster__ring__all_to_all__time,
        'bytes_sent_per_worker': cluster__ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__ring__all_to_all__total_bytes,
        'latency_steps': cluster__ring__all_to_all__latency_steps,
        'busbw_factor': cluster__ring__all_to_all__busbw_factor,
        'lower_bound': cluster__ring__all_to_all__lower_bound,
        'min_comm_time': cluster__ring__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': cluster__ring__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'double-binary-tree/all-reduce': {
        'time': cluster__double_binary_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__double_binary_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__double_binary_tree__all_reduce__total_bytes,
        'latency_steps': cluster__double_binary_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__double_binary_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__double_binary_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__double_binary_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__double_binary_tree__all_reduce__max_gradient_bytes,
        'max_latency': cluster__double_binary_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/all-reduce': {
        'time': cluster__nvls__all_reduce__time,
        'bytes_sent_per_worker': cluster__nvls__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__all_reduce__total_bytes,
        'latency_steps': cluster__nvls__all_reduce__latency_steps,
        'busbw_factor': cluster__nvls__all_reduce__busbw_factor,
        'lower_bound': cluster__nvls__all_reduce__lower_bound,
        'min_comm_time': cluster__nvls__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__all_reduce__max_gradient_bytes,
        'max_latency': cluster__nvls__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/all-gather': {
        'time': cluster__nvls__all_gather__time,
        'bytes_sent_per_worker': cluster__nvls__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__all_gather__total_bytes,
        'latency_steps': cluster__nvls__all_gather__latency_steps,
        'busbw_factor': cluster__nvls__all_gather__busbw_factor,
        'lower_bound': cluster__nvls__all_gather__lower_bound,
        'min_comm_time': cluster__nvls__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__all_gather__max_gradient_bytes,
        'max_latency': cluster__nvls__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls/reduce-scatter': {
        'time': cluster__nvls__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__nvls__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__nvls__reduce_scatter__total_bytes,
        'latency_steps': cluster__nvls__reduce_scatter__latency_steps,
        'busbw_factor': cluster__nvls__reduce_scatter__busbw_factor,
        'lower_bound': cluster__nvls__reduce_scatter__lower_bound,
        'min_comm_time': cluster__nvls__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__nvls__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'nvls-tree/all-reduce': {
        'time': cluster__nvls_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__nvls_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__nvls_tree__all_reduce__total_bytes,
        'latency_steps': cluster__nvls_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__nvls_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__nvls_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__nvls_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__nvls_tree__all_reduce__max_gradient_bytes,
        'max_latency': cluster__nvls_tree__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'collnet-direct/all-reduce': {
        'time': cluster__collnet_direct__all_reduce__time,
        'bytes_sent_per_worker': cluster__collnet_direct__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__collnet_direct__all_reduce__total_bytes,
        'latency_steps': cluster__collnet_direct__all_reduce__latency_steps,
        'busbw_factor': cluster__collnet_direct__all_reduce__busbw_factor,
        'lower_bound': cluster__collnet_direct__all_reduce__lower_bound,
        'min_comm_time': cluster__collnet_direct__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__collnet_direct__all_reduce__max_gradient_bytes,
        'max_latency': cluster__collnet_direct__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'collnet-chain/all-reduce': {
        'time': cluster__collnet_chain__all_reduce__time,
        'bytes_sent_per_worker': cluster__collnet_chain__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__collnet_chain__all_reduce__total_bytes,
        'latency_steps': cluster__collnet_chain__all_reduce__latency_steps,
        'busbw_factor': cluster__collnet_chain__all_reduce__busbw_factor,
        'lower_bound': cluster__collnet_chain__all_reduce__lower_bound,
        'min_comm_time': cluster__collnet_chain__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__collnet_chain__all_reduce__max_gradient_bytes,
        'max_latency': cluster__collnet_chain__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'pat/all-gather': {
        'time': cluster__pat__all_gather__time,
        'bytes_sent_per_worker': cluster__pat__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__pat__all_gather__total_bytes,
        'latency_steps': cluster__pat__all_gather__latency_steps,
        'busbw_factor': cluster__pat__all_gather__busbw_factor,
        'lower_bound': cluster__pat__all_gather__lower_bound,
        'min_comm_time': cluster__pat__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__pat__all_gather__max_gradient_bytes,
        'max_latency': cluster__pat__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'pat/reduce-scatter': {
        'time': cluster__pat__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__pat__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__pat__reduce_scatter__total_bytes,
        'latency_steps': cluster__pat__reduce_scatter__latency_steps,
        'busbw_factor': cluster__pat__reduce_scatter__busbw_factor,
        'lower_bound': cluster__pat__reduce_scatter__lower_bound,
        'min_comm_time': cluster__pat__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__pat__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__pat__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-reduce': {
        'time': cluster__flat_ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_reduce__total_bytes,
        'latency_steps': cluster__flat_ring__all_reduce__latency_steps,
        'busbw_factor': cluster__flat_ring__all_reduce__busbw_factor,
        'lower_bound': cluster__flat_ring__all_reduce__lower_bound,
        'min_comm_time': cluster__flat_ring__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__flat_ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/reduce-scatter': {
        'time': cluster__flat_ring__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__flat_ring__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__reduce_scatter__total_bytes,
        'latency_steps': cluster__flat_ring__reduce_scatter__latency_steps,
        'busbw_factor': cluster__flat_ring__reduce_scatter__busbw_factor,
        'lower_bound': cluster__flat_ring__reduce_scatter__lower_bound,
        'min_comm_time': cluster__flat_ring__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__reduce_scatter__max_gradient_bytes,
        'max_latency': cluster__flat_ring__reduce_scatter__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-gather': {
        'time': cluster__flat_ring__all_gather__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_gather__total_bytes,
        'latency_steps': cluster__flat_ring__all_gather__latency_steps,
        'busbw_factor': cluster__flat_ring__all_gather__busbw_factor,
        'lower_bound': cluster__flat_ring__all_gather__lower_bound,
        'min_comm_time': cluster__flat_ring__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__all_gather__max_gradient_bytes,
        'max_latency': cluster__flat_ring__all_gather__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/broadcast': {
        'time': cluster__flat_ring__broadcast__time,
        'bytes_sent_per_worker': cluster__flat_ring__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__broadcast__total_bytes,
        'latency_steps': cluster__flat_ring__broadcast__latency_steps,
        'busbw_factor': cluster__flat_ring__broadcast__busbw_factor,
        'lower_bound': cluster__flat_ring__broadcast__lower_bound,
        'min_comm_time': cluster__flat_ring__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__broadcast__max_gradient_bytes,
        'max_latency': cluster__flat_ring__broadcast__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/reduce': {
        'time': cluster__flat_ring__reduce__time,
        'bytes_sent_per_worker': cluster__flat_ring__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__reduce__total_bytes,
        'latency_steps': cluster__flat_ring__reduce__latency_steps,
        'busbw_factor': cluster__flat_ring__reduce__busbw_factor,
        'lower_bound': cluster__flat_ring__reduce__lower_bound,
        'min_comm_time': cluster__flat_ring__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__flat_ring__reduce__max_gradient_bytes,
        'max_latency': cluster__flat_ring__reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'flat-ring/all-to-all': {
        'time': cluster__flat_ring__all_to_all__time,
        'bytes_sent_per_worker': cluster__flat_ring__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__flat_ring__all_to_all__total_bytes,
        'latency_steps': cluster__flat_ring__all_to_all__latency_steps,
        'busbw_factor': cluster__flat_ring__all_to_all__busbw_factor,
        'lower_bound': cluster__flat_ring__all_to_all__lower_bound,
        'min_comm_time': cluster__flat_ring__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': None,
        'max_latency': cluster__flat_ring__all_to_all__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'hierarchical-ring/all-reduce': {
        'time': cluster__hierarchical_ring__all_reduce__time,
        'bytes_sent_per_worker': cluster__hierarchical_ring__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__hierarchical_ring__all_reduce__total_bytes,
        'latency_steps': cluster__hierarchical_ring__all_reduce__latency_steps,
        'busbw_factor': cluster__hierarchical_ring__all_reduce__busbw_factor,
        'lower_bound': cluster__hierarchical_ring__all_reduce__lower_bound,
        'min_comm_time': cluster__hierarchical_ring__all_reduce__min_comm_time,
        'required_bandwidth': cluster__hierarchical_ring__all_reduce__required_bandwidth,
        'max_gradient_bytes': cluster__hierarchical_ring__all_reduce__max_gradient_bytes,
        'max_latency': cluster__hierarchical_ring__all_reduce__max_latency,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'parameter-server/all-reduce': {
        'time': cluster__parameter_server__all_reduce__time,
        'bytes_sent_per_worker': cluster__parameter_server__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__parameter_server__all_reduce__total_bytes,
        'latency_steps': cluster__parameter_server__all_reduce__latency_steps,
        'busbw_factor': cluster__parameter_server__all_reduce__busbw_factor,
        'lower_bound': cluster__parameter_server__all_reduce__lower_bound,
        'min_comm_time': cluster__parameter_server__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__parameter_server__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'naive/all-reduce': {
        'time': cluster__naive__all_reduce__time,
        'bytes_sent_per_worker': cluster__naive__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__naive__all_reduce__total_bytes,
        'latency_steps': cluster__naive__all_reduce__latency_steps,
        'busbw_factor': cluster__naive__all_reduce__busbw_factor,
        'lower_bound': cluster__naive__all_reduce__lower_bound,
        'min_comm_time': cluster__naive__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__naive__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/all-reduce': {
        'time': cluster__binomial_tree__all_reduce__time,
        'bytes_sent_per_worker': cluster__binomial_tree__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__all_reduce__total_bytes,
        'latency_steps': cluster__binomial_tree__all_reduce__latency_steps,
        'busbw_factor': cluster__binomial_tree__all_reduce__busbw_factor,
        'lower_bound': cluster__binomial_tree__all_reduce__lower_bound,
        'min_comm_time': cluster__binomial_tree__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/broadcast': {
        'time': cluster__binomial_tree__broadcast__time,
        'bytes_sent_per_worker': cluster__binomial_tree__broadcast__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__broadcast__total_bytes,
        'latency_steps': cluster__binomial_tree__broadcast__latency_steps,
        'busbw_factor': cluster__binomial_tree__broadcast__busbw_factor,
        'lower_bound': cluster__binomial_tree__broadcast__lower_bound,
        'min_comm_time': cluster__binomial_tree__broadcast__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__broadcast__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'binomial-tree/reduce': {
        'time': cluster__binomial_tree__reduce__time,
        'bytes_sent_per_worker': cluster__binomial_tree__reduce__bytes_sent_per_worker,
        'total_bytes': cluster__binomial_tree__reduce__total_bytes,
        'latency_steps': cluster__binomial_tree__reduce__latency_steps,
        'busbw_factor': cluster__binomial_tree__reduce__busbw_factor,
        'lower_bound': cluster__binomial_tree__reduce__lower_bound,
        'min_comm_time': cluster__binomial_tree__reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__binomial_tree__reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-reduce': {
        'time': cluster__recursive_doubling__all_reduce__time,
        'bytes_sent_per_worker': cluster__recursive_doubling__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_doubling__all_reduce__total_bytes,
        'latency_steps': cluster__recursive_doubling__all_reduce__latency_steps,
        'busbw_factor': cluster__recursive_doubling__all_reduce__busbw_factor,
        'lower_bound': cluster__recursive_doubling__all_reduce__lower_bound,
        'min_comm_time': cluster__recursive_doubling__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_doubling__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'rabenseifner/all-reduce': {
        'time': cluster__rabenseifner__all_reduce__time,
        'bytes_sent_per_worker': cluster__rabenseifner__all_reduce__bytes_sent_per_worker,
        'total_bytes': cluster__rabenseifner__all_reduce__total_bytes,
        'latency_steps': cluster__rabenseifner__all_reduce__latency_steps,
        'busbw_factor': cluster__rabenseifner__all_reduce__busbw_factor,
        'lower_bound': cluster__rabenseifner__all_reduce__lower_bound,
        'min_comm_time': cluster__rabenseifner__all_reduce__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__rabenseifner__all_reduce__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-halving/reduce-scatter': {
        'time': cluster__recursive_halving__reduce_scatter__time,
        'bytes_sent_per_worker': cluster__recursive_halving__reduce_scatter__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_halving__reduce_scatter__total_bytes,
        'latency_steps': cluster__recursive_halving__reduce_scatter__latency_steps,
        'busbw_factor': cluster__recursive_halving__reduce_scatter__busbw_factor,
        'lower_bound': cluster__recursive_halving__reduce_scatter__lower_bound,
        'min_comm_time': cluster__recursive_halving__reduce_scatter__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_halving__reduce_scatter__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'recursive-doubling/all-gather': {
        'time': cluster__recursive_doubling__all_gather__time,
        'bytes_sent_per_worker': cluster__recursive_doubling__all_gather__bytes_sent_per_worker,
        'total_bytes': cluster__recursive_doubling__all_gather__total_bytes,
        'latency_steps': cluster__recursive_doubling__all_gather__latency_steps,
        'busbw_factor': cluster__recursive_doubling__all_gather__busbw_factor,
        'lower_bound': cluster__recursive_doubling__all_gather__lower_bound,
        'min_comm_time': cluster__recursive_doubling__all_gather__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__recursive_doubling__all_gather__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
    'bruck/all-to-all': {
        'time': cluster__bruck__all_to_all__time,
        'bytes_sent_per_worker': cluster__bruck__all_to_all__bytes_sent_per_worker,
        'total_bytes': cluster__bruck__all_to_all__total_bytes,
        'latency_steps': cluster__bruck__all_to_all__latency_steps,
        'busbw_factor': cluster__bruck__all_to_all__busbw_factor,
        'lower_bound': cluster__bruck__all_to_all__lower_bound,
        'min_comm_time': cluster__bruck__all_to_all__min_comm_time,
        'required_bandwidth': None,
        'max_gradient_bytes': cluster__bruck__all_to_all__max_gradient_bytes,
        'max_latency': None,
        'max_workers': None,
        'max_workers_no_latency': None,
        'workers_limit': None,
    },
}




def memory__zero0__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 0 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero0__grads_bytes(*, Psi, b_g, **_):
    """ZeRO stage 0 gradients per device, B: ``Psi*b_g``."""
    return Psi*b_g


def memory__zero0__optimizer_bytes(*, Psi, k_os, **_):
    """ZeRO stage 0 optimizer states per device, B: ``Psi*k_os``."""
    return Psi*k_os


def memory__zero0__model_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 model states per device, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__transient_bytes(**_):
    """ZeRO stage 0 ZeRO-3 transient buffers of the largest layer, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__bytes_per_device(*, A_act, M_0, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 total memory per device, B: ``A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os``."""
    return A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__sharded_state_bytes(**_):
    """ZeRO stage 0 full size of the sharded states, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__replicated_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 model states replicated on every device, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero0__redundancy_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 0 (N-1) x replicated states, B: ``(N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)


def memory__zero0__redundancy_removed_bytes(**_):
    """ZeRO stage 0 (N-1) x sharded states, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__saved_bytes_per_device(**_):
    """ZeRO stage 0 saving per device against stage 0, B: ``0``."""
    return numpy.float64(0)


def memory__zero0__full_params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 0 full size V of the parameters, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero0__params_redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 0 (N-1) x the parameters, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero1__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 1 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero1__grads_bytes(*, Psi, b_g, **_):
    """ZeRO stage 1 gradients per device, B: ``Psi*b_g``."""
    return Psi*b_g


def memory__zero1__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 1 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero1__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 model states per device, B: ``Psi*b_g + Psi*b_w + Psi*k_os/N``."""
    return Psi*b_g + Psi*b_w + Psi*k_os/N


def memory__zero1__transient_bytes(**_):
    """ZeRO stage 1 ZeRO-3 transient buffers of the largest layer, B: ``0``."""
    return numpy.float64(0)


def memory__zero1__bytes_per_device(*, A_act, M_0, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 total memory per device, B: ``A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os/N``."""
    return A_act + M_0 + Psi*b_g + Psi*b_w + Psi*k_os/N


def memory__zero1__sharded_state_bytes(*, Psi, k_os, **_):
    """ZeRO stage 1 full size of the sharded states, B: ``Psi*k_os``."""
    return Psi*k_os


def memory__zero1__replicated_state_bytes(*, Psi, b_g, b_w, **_):
    """ZeRO stage 1 model states replicated on every device, B: ``Psi*b_g + Psi*b_w``."""
    return Psi*b_g + Psi*b_w


def memory__zero1__redundancy_bytes(*, N, Psi, b_g, b_w, **_):
    """ZeRO stage 1 (N-1) x replicated states, B: ``(N - 1)*(Psi*b_g + Psi*b_w)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w)


def memory__zero1__redundancy_removed_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 1 (N-1) x sharded states, B: ``Psi*k_os*(N - 1)``."""
    return Psi*k_os*(N - 1)


def memory__zero1__saved_bytes_per_device(*, N, Psi, k_os, **_):
    """ZeRO stage 1 saving per device against stage 0, B: ``Psi*k_os*(N - 1)/N``."""
    return Psi*k_os*(N - 1)/N


def memory__zero1__full_params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 1 full size V of the parameters, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero1__params_redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 1 (N-1) x the parameters, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero1__min_workers(*, A_act, M_0, M_avail, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 1 real N at which the memory equals M_avail: ``-Psi*k_os/(A_act + M_0 - M_avail + Psi*b_g + Psi*b_w)``."""
    return -Psi*k_os/(A_act + M_0 - M_avail + Psi*b_g + Psi*b_w)


def memory__zero2__params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 2 parameters per device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero2__grads_bytes(*, N, Psi, b_g, **_):
    """ZeRO stage 2 gradients per device, B: ``Psi*b_g/N``."""
    return Psi*b_g/N


def memory__zero2__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 2 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero2__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 model states per device, B: ``Psi*b_w + Psi*b_g/N + Psi*k_os/N``."""
    return Psi*b_w + Psi*b_g/N + Psi*k_os/N


def memory__zero2__transient_bytes(**_):
    """ZeRO stage 2 ZeRO-3 transient buffers of the largest layer, B: ``0``."""
    return numpy.float64(0)


def memory__zero2__bytes_per_device(*, A_act, M_0, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 total memory per device, B: ``A_act + M_0 + Psi*b_w + Psi*b_g/N + Psi*k_os/N``."""
    return A_act + M_0 + Psi*b_w + Psi*b_g/N + Psi*k_os/N


def memory__zero2__sharded_state_bytes(*, Psi, b_g, k_os, **_):
    """ZeRO stage 2 full size of the sharded states, B: ``Psi*b_g + Psi*k_os``."""
    return Psi*b_g + Psi*k_os


def memory__zero2__replicated_state_bytes(*, Psi, b_w, **_):
    """ZeRO stage 2 model states replicated on every device, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero2__redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 2 (N-1) x replicated states, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero2__redundancy_removed_bytes(*, N, Psi, b_g, k_os, **_):
    """ZeRO stage 2 (N-1) x sharded states, B: ``(N - 1)*(Psi*b_g + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*k_os)


def memory__zero2__saved_bytes_per_device(*, N, Psi, b_g, k_os, **_):
    """ZeRO stage 2 saving per device against stage 0, B: ``Psi*(N*(b_g + k_os) - b_g - k_os)/N``."""
    return Psi*(N*(b_g + k_os) - b_g - k_os)/N


def memory__zero2__full_params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 2 full size V of the parameters, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero2__params_redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 2 (N-1) x the parameters, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero2__min_workers(*, A_act, M_0, M_avail, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 2 real N at which the memory equals M_avail: ``-Psi*(b_g + k_os)/(A_act + M_0 - M_avail + Psi*b_w)``."""
    return -Psi*(b_g + k_os)/(A_act + M_0 - M_avail + Psi*b_w)


def memory__zero3__params_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 3 parameters per device, B: ``Psi*b_w/N``."""
    return Psi*b_w/N


def memory__zero3__grads_bytes(*, N, Psi, b_g, **_):
    """ZeRO stage 3 gradients per device, B: ``Psi*b_g/N``."""
    return Psi*b_g/N


def memory__zero3__optimizer_bytes(*, N, Psi, k_os, **_):
    """ZeRO stage 3 optimizer states per device, B: ``Psi*k_os/N``."""
    return Psi*k_os/N


def memory__zero3__model_state_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 model states per device, B: ``Psi*b_g/N + Psi*b_w/N + Psi*k_os/N``."""
    return Psi*b_g/N + Psi*b_w/N + Psi*k_os/N


def memory__zero3__transient_bytes(*, Lambda, b_z3, **_):
    """ZeRO stage 3 ZeRO-3 transient buffers of the largest layer, B: ``Lambda*b_z3``."""
    return Lambda*b_z3


def memory__zero3__bytes_per_device(*, A_act, Lambda, M_0, N, Psi, b_g, b_w, b_z3, k_os, **_):
    """ZeRO stage 3 total memory per device, B: ``A_act + Lambda*b_z3 + M_0 + Psi*b_g/N + Psi*b_w/N + Psi*k_os/N``."""
    return A_act + Lambda*b_z3 + M_0 + Psi*b_g/N + Psi*b_w/N + Psi*k_os/N


def memory__zero3__sharded_state_bytes(*, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 full size of the sharded states, B: ``Psi*b_g + Psi*b_w + Psi*k_os``."""
    return Psi*b_g + Psi*b_w + Psi*k_os


def memory__zero3__replicated_state_bytes(**_):
    """ZeRO stage 3 model states replicated on every device, B: ``0``."""
    return numpy.float64(0)


def memory__zero3__redundancy_bytes(**_):
    """ZeRO stage 3 (N-1) x replicated states, B: ``0``."""
    return numpy.float64(0)


def memory__zero3__redundancy_removed_bytes(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 (N-1) x sharded states, B: ``(N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)``."""
    return (N - 1)*(Psi*b_g + Psi*b_w + Psi*k_os)


def memory__zero3__saved_bytes_per_device(*, N, Psi, b_g, b_w, k_os, **_):
    """ZeRO stage 3 saving per device against stage 0, B: ``Psi*(N*(b_g + b_w + k_os) - b_g - b_w - k_os)/N``."""
    return Psi*(N*(b_g + b_w + k_os) - b_g - b_w - k_os)/N


def memory__zero3__full_params_bytes(*, Psi, b_w, **_):
    """ZeRO stage 3 full size V of the parameters, B: ``Psi*b_w``."""
    return Psi*b_w


def memory__zero3__params_redundancy_bytes(*, N, Psi, b_w, **_):
    """ZeRO stage 3 (N-1) x the parameters, B: ``Psi*b_w*(N - 1)``."""
    return Psi*b_w*(N - 1)


def memory__zero3__min_workers(*, A_act, Lambda, M_0, M_avail, Psi, b_g, b_w, b_z3, k_os, **_):
    """ZeRO stage 3 real N at which the memory equals M_avail: ``-Psi*(b_g + b_w + k_os)/(A_act + Lambda*b_z3 + M_0 - M_avail)``."""
    return -Psi*(b_g + b_w + k_os)/(A_act + Lambda*b_z3 + M_0 - M_avail)


MEMORY = {
    0: {
        'params_bytes': memory__zero0__params_bytes,
        'grads_bytes': memory__zero0__grads_bytes,
        'optimizer_bytes': memory__zero0__optimizer_bytes,
        'model_state_bytes': memory__zero0__model_state_bytes,
        'transient_bytes': memory__zero0__transient_bytes,
        'bytes_per_device': memory__zero0__bytes_per_device,
        'sharded_state_bytes': memory__zero0__sharded_state_bytes,
        'replicated_state_bytes': memory__zero0__replicated_state_bytes,
        'redundancy_bytes': memory__zero0__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero0__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero0__saved_bytes_per_device,
        'full_params_bytes': memory__zero0__full_params_bytes,
        'params_redundancy_bytes': memory__zero0__params_redundancy_bytes,
        'min_workers': None,
    },
    1: {
        'params_bytes': memory__zero1__params_bytes,
        'grads_bytes': memory__zero1__grads_bytes,
        'optimizer_bytes': memory__zero1__optimizer_bytes,
        'model_state_bytes': memory__zero1__model_state_bytes,
        'transient_bytes': memory__zero1__transient_bytes,
        'bytes_per_device': memory__zero1__bytes_per_device,
        'sharded_state_bytes': memory__zero1__sharded_state_bytes,
        'replicated_state_bytes': memory__zero1__replicated_state_bytes,
        'redundancy_bytes': memory__zero1__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero1__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero1__saved_bytes_per_device,
        'full_params_bytes': memory__zero1__full_params_bytes,
        'params_redundancy_bytes': memory__zero1__params_redundancy_bytes,
        'min_workers': memory__zero1__min_workers,
    },
    2: {
        'params_bytes': memory__zero2__params_bytes,
        'grads_bytes': memory__zero2__grads_bytes,
        'optimizer_bytes': memory__zero2__optimizer_bytes,
        'model_state_bytes': memory__zero2__model_state_bytes,
        'transient_bytes': memory__zero2__transient_bytes,
        'bytes_per_device': memory__zero2__bytes_per_device,
        'sharded_state_bytes': memory__zero2__sharded_state_bytes,
        'replicated_state_bytes': memory__zero2__replicated_state_bytes,
        'redundancy_bytes': memory__zero2__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero2__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero2__saved_bytes_per_device,
        'full_params_bytes': memory__zero2__full_params_bytes,
        'params_redundancy_bytes': memory__zero2__params_redundancy_bytes,
        'min_workers': memory__zero2__min_workers,
    },
    3: {
        'params_bytes': memory__zero3__params_bytes,
        'grads_bytes': memory__zero3__grads_bytes,
        'optimizer_bytes': memory__zero3__optimizer_bytes,
        'model_state_bytes': memory__zero3__model_state_bytes,
        'transient_bytes': memory__zero3__transient_bytes,
        'bytes_per_device': memory__zero3__bytes_per_device,
        'sharded_state_bytes': memory__zero3__sharded_state_bytes,
        'replicated_state_bytes': memory__zero3__replicated_state_bytes,
        'redundancy_bytes': memory__zero3__redundancy_bytes,
        'redundancy_removed_bytes': memory__zero3__redundancy_removed_bytes,
        'saved_bytes_per_device': memory__zero3__saved_bytes_per_device,
        'full_params_bytes': memory__zero3__full_params_bytes,
        'params_redundancy_bytes': memory__zero3__params_redundancy_bytes,
        'min_workers': memory__zero3__min_workers,
    },
}

BUDGET_SYMBOL = 'budget'


# ---- training-step model (ringcalc.symbolic.training): overlap, buckets, compression, scaling

def train_exposed_comm_time(*, F_ov, T_last, T_s, T_t, **_):
    """exposed communication max(T_l, Tt - F*Ts), s: ``Max(T_last, -F_ov*T_s + T_t)``."""
    return numpy.maximum(T_last, -F_ov*T_s + T_t)


def train_sync_time(*, N, T_over, sigma_j, **_):
    """synchronisation: straggler wait sigma*sqrt(2 ln N) + framework overhead (N > 1), s: ``T_over*Min(1, N - 1) + sqrt(2)*sigma_j*sqrt(log(N))``."""
    return T_over*numpy.minimum(1, N - 1) + numpy.sqrt(2)*sigma_j*numpy.sqrt(numpy.log(N))


def train_exposed_budget(*, P, T_s, T_sync, **_):
    """exposed communication allowed by a target P: Ts(1-P)/P - T_sync, s: ``-T_s - T_sync + T_s/P``."""
    return -T_s - T_sync + T_s/P


def train_iteration_time(*, T_exposed, T_s, T_sync, **_):
    """Tp = Ts + T_sync + exposed communication, s: ``T_exposed + T_s + T_sync``."""
    return T_exposed + T_s + T_sync


def train_efficiency(*, T_exposed, T_s, T_sync, **_):
    """P = Ts/(Ts + T_sync + exposed), 1: ``T_s/(T_exposed + T_s + T_sync)``."""
    return T_s/(T_exposed + T_s + T_sync)


def train_speedup(*, N, T_exposed, T_s, T_sync, **_):
    """throughput speedup N*P: ``N*T_s/(T_exposed + T_s + T_sync)``."""
    return N*T_s/(T_exposed + T_s + T_sync)


def train_strong_step_time(*, N, T_s, **_):
    """per-worker compute under strong scaling, s: ``T_s/N``."""
    return T_s/N


def train_samples_per_s_weak(*, N, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, weak scaling: ``N*batch/(T_exposed + T_s + T_sync)``."""
    return N*batch/(T_exposed + T_s + T_sync)


def train_samples_per_s_strong(*, T_exposed, T_s, T_sync, batch, **_):
    """samples/s, strong scaling: ``batch/(T_exposed + T_s + T_sync)``."""
    return batch/(T_exposed + T_s + T_sync)


def train_bucket_count(*, K, b_bkt, **_):
    """number of buckets: ``ceiling(K/b_bkt)``."""
    return numpy.ceil(K/b_bkt)


def train_last_bucket_bytes(*, K, M_bkt, b_bkt, **_):
    """bytes of the last bucket: ``K - b_bkt*(M_bkt - 1)``."""
    return K - b_bkt*(M_bkt - 1)


def train__ring__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)/(B*N*R_cmp)) + K_last*(2*N - 2)/(B*N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)/(B*N*R_cmp)) + K_last*(2*N - 2)/(B*N*R_cmp)


def train__ring__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*N*R_cmp)


def train__ring__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*N*alpha - 2*M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*N*alpha - 2*M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)


def train__ring__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*N*alpha - 2*alpha``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*N*alpha - 2*alpha


def train__ring__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - 2*M_bkt*N**2*R_cmp*alpha + 2*M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)``."""
    return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - 2*M_bkt*N**2*R_cmp*alpha + 2*M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)


def train__ring__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/all-reduce B with T_last = budget, bytes/s: ``2*K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + 2*N**2*R_cmp*alpha - 2*N*R_cmp*alpha - N*R_cmp*budget)``."""
    return 2*K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + 2*N**2*R_cmp*alpha - 2*N*R_cmp*alpha - N*R_cmp*budget)


def train__ring__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp)


def train__ring__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + N*alpha - alpha``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + N*alpha - alpha


def train__ring__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with Tt = budget + F*Ts, bytes/s: ``(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - M_bkt*N**2*R_cmp*alpha + M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)``."""
    return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma + K_last*gamma - M_bkt*N**2*R_cmp*alpha + M_bkt*N*R_cmp*alpha - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma - b_bkt*gamma)


def train__ring__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce-scatter B with T_last = budget, bytes/s: ``K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + N**2*R_cmp*alpha - N*R_cmp*alpha - N*R_cmp*budget)``."""
    return K_last*(1 - N)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma - K_last*gamma + N**2*R_cmp*alpha - N*R_cmp*alpha - N*R_cmp*budget)


def train__ring__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets, s: ``K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-gather time of the last bucket, s: ``K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__ring__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-gather last bucket at infinite bandwidth, s: ``K_last*eps_enc + N*alpha - alpha``."""
    return K_last*eps_enc + N*alpha - alpha


def train__ring__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-gather B with Tt = budget + F*Ts, bytes/s: ``(K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__ring__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-gather B with T_last = budget, bytes/s: ``K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))``."""
    return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))


def train__ring__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets, s: ``K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*several(N)/(B*R_cmp)) + K_last*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__ring__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/broadcast time of the last bucket, s: ``K_last*eps_enc + alpha*(N - 1) + K_last*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__ring__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__ring__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/broadcast last bucket at infinite bandwidth, s: ``K_last*eps_enc + N*alpha - alpha``."""
    return K_last*eps_enc + N*alpha - alpha


def train__ring__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/broadcast B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*several(N)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__ring__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/broadcast B with T_last = budget, bytes/s: ``-K_last*several(N)/(R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))``."""
    return -K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))


def train__ring__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*several(N)/R_cmp + b_bkt*several(N)/(B*R_cmp)) + K_last*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__ring__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + alpha*(N - 1) + K_last*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + alpha*(N - 1) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__ring__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*several(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*several(N)/R_cmp``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp


def train__ring__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """ring/reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + N*alpha - alpha``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + N*alpha - alpha


def train__ring__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """ring/reduce B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*several(N)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*several(N) - M_bkt*N*R_cmp*alpha + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*several(N) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*several(N))``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - M_bkt*N*R_cmp*alpha + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def train__ring__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """ring/reduce B with T_last = budget, bytes/s: ``-K_last*several(N)/(K_last*R_cmp*eps_enc + K_last*gamma*several(N) + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)``."""
    return -K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(K_last*R_cmp*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)


def train__ring__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets, s: ``K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """ring/all-to-all time of the last bucket, s: ``K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(N - 1) + K_last*(N - 1)/(B*N*R_cmp)


def train__ring__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*N*alpha - M_bkt*alpha + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__ring__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s: ``K_last*eps_enc + N*alpha - alpha``."""
    return K_last*eps_enc + N*alpha - alpha


def train__ring__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """ring/all-to-all B with Tt = budget + F*Ts, bytes/s: ``(K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*N*alpha + M_bkt*alpha - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__ring__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """ring/all-to-all B with T_last = budget, bytes/s: ``K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))``."""
    return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + N*alpha - alpha - budget))


def train__parameter_server__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)/(B*R_cmp)) + K_last*(2*N - 2)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + (M_bkt - 1)*(alpha*(2*N - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)/(B*R_cmp)) + K_last*(2*N - 2)/(B*R_cmp)


def train__parameter_server__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(2*N - 2) + K_last*(2*N - 2)/(B*R_cmp)


def train__parameter_server__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s: ``(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - 2*M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp``."""
    return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - 2*M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp


def train__parameter_server__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s: ``K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + 2*N*alpha - 2*alpha``."""
    return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + 2*N*alpha - 2*alpha


def train__parameter_server__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - 2*M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + 2*M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)``."""
    return 2*(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - 2*M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + 2*M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)


def train__parameter_server__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """parameter-server/all-reduce B with T_last = budget, bytes/s: ``2*K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*N*R_cmp*alpha - 2*R_cmp*alpha - R_cmp*budget)``."""
    return 2*K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + 2*N*R_cmp*alpha - 2*R_cmp*alpha - R_cmp*budget)


def train__naive__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)/(B*R_cmp)) + K_last*(N - 1)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + (M_bkt - 1)*(alpha*(N - 1) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)/(B*R_cmp)) + K_last*(N - 1)/(B*R_cmp)


def train__naive__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + K_last*(N - 1)/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + alpha*(N - 1) + K_last*(N - 1)/(B*R_cmp)


def train__naive__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s: ``(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp``."""
    return (K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + M_bkt*N*R_cmp*alpha + M_bkt*N*b_bkt*gamma - M_bkt*R_cmp*alpha + M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma - N*b_bkt*gamma - R_cmp*b_bkt*eps_enc + b_bkt*gamma)/R_cmp


def train__naive__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s: ``K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + N*alpha - alpha``."""
    return K_last*N*gamma/R_cmp + K_last*eps_enc - K_last*gamma/R_cmp + N*alpha - alpha


def train__naive__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with Tt = budget + F*Ts, bytes/s: ``(N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)``."""
    return (N - 1)*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*N*gamma - K_last*R_cmp*eps_enc + K_last*gamma - M_bkt*N*R_cmp*alpha - M_bkt*N*b_bkt*gamma + M_bkt*R_cmp*alpha - M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma + N*b_bkt*gamma + R_cmp*b_bkt*eps_enc + R_cmp*budget - b_bkt*gamma)


def train__naive__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """naive/all-reduce B with T_last = budget, bytes/s: ``K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)``."""
    return K_last*(1 - N)/(K_last*N*gamma + K_last*R_cmp*eps_enc - K_last*gamma + N*R_cmp*alpha - R_cmp*alpha - R_cmp*budget)


def train__binomial_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(alpha + b_bkt/(B*R_cmp))*ceil_log2(N) + b_bkt*gamma*ceil_log2(N)/R_cmp) + 2*(alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(alpha + b_bkt/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp) + 2*(alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*(alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*(alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*ceil_log2(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*ceil_log2(N)/R_cmp``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp


def train__binomial_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*alpha*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(K_last + M_bkt*b_bkt - b_bkt)*ceil_log2(N)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*ceil_log2(N) - 2*M_bkt*R_cmp*alpha*ceil_log2(N) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*ceil_log2(N) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*ceil_log2(N))``."""
    return 2*(K_last + M_bkt*b_bkt - b_bkt)*(numpy.frexp(N - 1)[1] + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - 2*M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0))


def train__binomial_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/all-reduce B with T_last = budget, bytes/s: ``-2*K_last*ceil_log2(N)/(K_last*R_cmp*eps_enc + K_last*gamma*ceil_log2(N) + 2*R_cmp*alpha*ceil_log2(N) - R_cmp*budget)``."""
    return -2*K_last*(numpy.frexp(N - 1)[1] + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - R_cmp*budget)


def train__binomial_tree__broadcast__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets, s: ``K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*ceil_log2(N)) + (alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)) + (alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__broadcast__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """binomial-tree/broadcast time of the last bucket, s: ``K_last*eps_enc + (alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + (alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__broadcast__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__binomial_tree__broadcast__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s: ``K_last*eps_enc + alpha*ceil_log2(N)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__broadcast__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """binomial-tree/broadcast B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*ceil_log2(N)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*ceil_log2(N) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*(numpy.frexp(N - 1)[1] + 0.0)/(R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__binomial_tree__broadcast__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """binomial-tree/broadcast B with T_last = budget, bytes/s: ``-K_last*ceil_log2(N)/(R_cmp*(K_last*eps_enc + alpha*ceil_log2(N) - budget))``."""
    return -K_last*(numpy.frexp(N - 1)[1] + 0.0)/(R_cmp*(K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget))


def train__binomial_tree__reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets, s: ``K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt*gamma/R_cmp + b_bkt/(B*R_cmp))*ceil_log2(N)) + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt*gamma/R_cmp + b_bkt/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)) + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce time of the last bucket, s: ``K_last*eps_enc + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*ceil_log2(N)``."""
    return K_last*eps_enc + (K_last*gamma/R_cmp + alpha + K_last/(B*R_cmp))*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*ceil_log2(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*ceil_log2(N)/R_cmp``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp


def train__binomial_tree__reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + alpha*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__binomial_tree__reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*ceil_log2(N)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*ceil_log2(N) - M_bkt*R_cmp*alpha*ceil_log2(N) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*ceil_log2(N) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*ceil_log2(N))``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*(numpy.frexp(N - 1)[1] + 0.0)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0))


def train__binomial_tree__reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """binomial-tree/reduce B with T_last = budget, bytes/s: ``-K_last*ceil_log2(N)/(K_last*R_cmp*eps_enc + K_last*gamma*ceil_log2(N) + R_cmp*alpha*ceil_log2(N) - R_cmp*budget)``."""
    return -K_last*(numpy.frexp(N - 1)[1] + 0.0)/(K_last*R_cmp*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) + R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - R_cmp*budget)


def train__double_binary_tree__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(several(N - 1) + 1)*several(N)/(2*R_cmp) + 2*alpha*ceil_log2(N) + (M_bkt - 1)*(2*alpha*ceil_log2(N) + b_bkt*eps_enc + b_bkt*gamma*(several(N - 1) + 1)*several(N)/(2*R_cmp) + b_bkt*((several(N - 2) + 1)*several(N - 1)/2 + 1)*several(N)/(B*R_cmp)) + K_last*((several(N - 2) + 1)*several(N - 1)/2 + 1)*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + (1/2)*K_last*gamma*(numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*eps_enc + (1/2)*b_bkt*gamma*(numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + b_bkt*((1/2)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)) + K_last*((1/2)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__double_binary_tree__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(several(N - 1) + 1)*several(N)/(2*R_cmp) + 2*alpha*ceil_log2(N) + K_last*((several(N - 2) + 1)*several(N - 1)/2 + 1)*several(N)/(B*R_cmp)``."""
    return K_last*eps_enc + (1/2)*K_last*gamma*(numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + K_last*((1/2)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 1)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B*R_cmp)


def train__double_binary_tree__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``(2*K_last*R_cmp*eps_enc + K_last*gamma*several(N)*several(N - 1) + K_last*gamma*several(N) + 4*M_bkt*R_cmp*alpha*ceil_log2(N) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*several(N)*several(N - 1) + M_bkt*b_bkt*gamma*several(N) - 2*R_cmp*b_bkt*eps_enc - b_bkt*gamma*several(N)*several(N - 1) - b_bkt*gamma*several(N))/(2*R_cmp)``."""
    return (1/2)*(2*K_last*R_cmp*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 4*M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - 2*R_cmp*b_bkt*eps_enc - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/R_cmp


def train__double_binary_tree__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)*several(N - 1)/(2*R_cmp) + K_last*gamma*several(N)/(2*R_cmp) + 2*alpha*ceil_log2(N)``."""
    return K_last*eps_enc + (1/2)*K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0)/R_cmp + (1/2)*K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__double_binary_tree__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with Tt = budget + F*Ts, bytes/s: ``-(K_last + M_bkt*b_bkt - b_bkt)*(several(N - 2)*several(N - 1) + several(N - 1) + 2)*several(N)/(-2*F_ov*R_cmp*T_s + 2*K_last*R_cmp*eps_enc + K_last*gamma*several(N)*several(N - 1) + K_last*gamma*several(N) + 4*M_bkt*R_cmp*alpha*ceil_log2(N) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*several(N)*several(N - 1) + M_bkt*b_bkt*gamma*several(N) - 2*R_cmp*b_bkt*eps_enc - 2*R_cmp*budget - b_bkt*gamma*several(N)*several(N - 1) - b_bkt*gamma*several(N))``."""
    return -(K_last + M_bkt*b_bkt - b_bkt)*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 2)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(-2*F_ov*R_cmp*T_s + 2*K_last*R_cmp*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 4*M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) + 2*M_bkt*R_cmp*b_bkt*eps_enc + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) - 2*R_cmp*b_bkt*eps_enc - 2*R_cmp*budget - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))


def train__double_binary_tree__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """double-binary-tree/all-reduce B with T_last = budget, bytes/s: ``-K_last*(several(N - 2)*several(N - 1) + several(N - 1) + 2)*several(N)/(2*K_last*R_cmp*eps_enc + K_last*gamma*several(N)*several(N - 1) + K_last*gamma*several(N) + 4*R_cmp*alpha*ceil_log2(N) - 2*R_cmp*budget)``."""
    return -K_last*(numpy.minimum(numpy.frexp(N - 3)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + 2)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(2*K_last*R_cmp*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(N - 2)[1], 1.0) + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + 4*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - 2*R_cmp*budget)


def train__recursive_doubling__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(2*ceil_log2(N) - floor_log2(N)) + b_bkt*gamma*ceil_log2(N)/R_cmp) + (alpha + K_last/(B*R_cmp))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (alpha + b_bkt/(B*R_cmp))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp) + (alpha + K_last/(B*R_cmp))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def train__recursive_doubling__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (alpha + K_last/(B*R_cmp))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (alpha + K_last/(B*R_cmp))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def train__recursive_doubling__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*M_bkt*alpha*ceil_log2(N) - M_bkt*alpha*floor_log2(N) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*ceil_log2(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*ceil_log2(N)/R_cmp``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*alpha*(numpy.frexp(N)[1] - 1.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp


def train__recursive_doubling__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*alpha*ceil_log2(N) - alpha*floor_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) - alpha*(numpy.frexp(N)[1] - 1.0)


def train__recursive_doubling__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with Tt = budget + F*Ts, bytes/s: ``(2*ceil_log2(N) - floor_log2(N))*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*ceil_log2(N) - 2*M_bkt*R_cmp*alpha*ceil_log2(N) + M_bkt*R_cmp*alpha*floor_log2(N) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*ceil_log2(N) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*ceil_log2(N))``."""
    return (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(K_last + M_bkt*b_bkt - b_bkt)/(F_ov*R_cmp*T_s - K_last*R_cmp*eps_enc - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - 2*M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*R_cmp*alpha*(numpy.frexp(N)[1] - 1.0) - M_bkt*R_cmp*b_bkt*eps_enc - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) + R_cmp*b_bkt*eps_enc + R_cmp*budget + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0))


def train__recursive_doubling__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-doubling/all-reduce B with T_last = budget, bytes/s: ``K_last*(-2*ceil_log2(N) + floor_log2(N))/(K_last*R_cmp*eps_enc + K_last*gamma*ceil_log2(N) + 2*R_cmp*alpha*ceil_log2(N) - R_cmp*alpha*floor_log2(N) - R_cmp*budget)``."""
    return K_last*(-2*(numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0))/(K_last*R_cmp*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - R_cmp*alpha*(numpy.frexp(N)[1] - 1.0) - R_cmp*budget)


def train__rabenseifner__all_reduce__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + 2*alpha*ceil_log2(N) + (M_bkt - 1)*(2*alpha*ceil_log2(N) + b_bkt*eps_enc + b_bkt*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))/(B*R_cmp)) + K_last*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*eps_enc + b_bkt*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))/(B*R_cmp)) + K_last*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))/(B*R_cmp)


def train__rabenseifner__all_reduce__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + 2*alpha*ceil_log2(N) + K_last*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))/(B*R_cmp)``."""
    return K_last*eps_enc + K_last*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0) + K_last*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))/(B*R_cmp)


def train__rabenseifner__all_reduce__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp - K_last*gamma*floor_log2(N)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*pof2(N)) + 2*M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*ceil_log2(N)/R_cmp - M_bkt*b_bkt*gamma*floor_log2(N)/R_cmp + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(R_cmp*pof2(N)) - b_bkt*eps_enc - b_bkt*gamma*ceil_log2(N)/R_cmp + b_bkt*gamma*floor_log2(N)/R_cmp - b_bkt*gamma/R_cmp + b_bkt*gamma/(R_cmp*pof2(N))``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - K_last*gamma*(numpy.frexp(N)[1] - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)) + 2*M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)/R_cmp + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(R_cmp*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)) - b_bkt*eps_enc - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)/R_cmp - b_bkt*gamma/R_cmp + b_bkt*gamma/(R_cmp*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def train__rabenseifner__all_reduce__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp - K_last*gamma*floor_log2(N)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*pof2(N)) + 2*alpha*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp - K_last*gamma*(numpy.frexp(N)[1] - 1.0)/R_cmp + K_last*gamma/R_cmp - K_last*gamma/(R_cmp*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1)) + 2*alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__rabenseifner__all_reduce__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with Tt = budget + F*Ts, bytes/s: ``2*(K_last + M_bkt*b_bkt - b_bkt)*(ceil_log2(N)*pof2(N) - floor_log2(N)*pof2(N) + pof2(N) - 1)/(F_ov*R_cmp*T_s*pof2(N) - K_last*R_cmp*eps_enc*pof2(N) - K_last*gamma*ceil_log2(N)*pof2(N) + K_last*gamma*floor_log2(N)*pof2(N) - K_last*gamma*pof2(N) + K_last*gamma - 2*M_bkt*R_cmp*alpha*ceil_log2(N)*pof2(N) - M_bkt*R_cmp*b_bkt*eps_enc*pof2(N) - M_bkt*b_bkt*gamma*ceil_log2(N)*pof2(N) + M_bkt*b_bkt*gamma*floor_log2(N)*pof2(N) - M_bkt*b_bkt*gamma*pof2(N) + M_bkt*b_bkt*gamma + R_cmp*b_bkt*eps_enc*pof2(N) + R_cmp*budget*pof2(N) + b_bkt*gamma*ceil_log2(N)*pof2(N) - b_bkt*gamma*floor_log2(N)*pof2(N) + b_bkt*gamma*pof2(N) - b_bkt*gamma)``."""
    return 2*(K_last + M_bkt*b_bkt - b_bkt)*((numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(F_ov*R_cmp*T_s*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*R_cmp*eps_enc*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma - 2*M_bkt*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*R_cmp*b_bkt*eps_enc*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma + R_cmp*b_bkt*eps_enc*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + R_cmp*budget*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma)


def train__rabenseifner__all_reduce__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """rabenseifner/all-reduce B with T_last = budget, bytes/s: ``2*K_last*(-ceil_log2(N)*pof2(N) + floor_log2(N)*pof2(N) - pof2(N) + 1)/(K_last*R_cmp*eps_enc*pof2(N) + K_last*gamma*ceil_log2(N)*pof2(N) - K_last*gamma*floor_log2(N)*pof2(N) + K_last*gamma*pof2(N) - K_last*gamma + 2*R_cmp*alpha*ceil_log2(N)*pof2(N) - R_cmp*budget*pof2(N))``."""
    return 2*K_last*(-(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)/(K_last*R_cmp*eps_enc*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma + 2*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - R_cmp*budget*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def train__recursive_halving__reduce_scatter__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + alpha*(2*ceil_log2(N) - floor_log2(N)) + gamma*(K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (M_bkt - 1)*(alpha*(2*ceil_log2(N) - floor_log2(N)) + b_bkt*eps_enc + gamma*(b_bkt*(ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (b_bkt*(ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + b_bkt*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))/B) + (K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))/B``."""
    return K_last*eps_enc + alpha*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + gamma*(K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (M_bkt - 1)*(alpha*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + b_bkt*eps_enc + gamma*(b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + b_bkt*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))/B) + (K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))/B


def train__recursive_halving__reduce_scatter__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + alpha*(2*ceil_log2(N) - floor_log2(N)) + gamma*(K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))/B``."""
    return K_last*eps_enc + alpha*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) + gamma*(K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))/B


def train__recursive_halving__reduce_scatter__comm_time_floor(*, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(K_last*N*R_cmp*eps_enc + K_last*N*gamma*ceil_log2(N)*floor_log2(N) - K_last*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*N*gamma*floor_log2(N)**2 + K_last*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)**2*floor_log2(N) + K_last*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)**2 + 2*K_last*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*K_last*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N) + K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)*pof2(N) + 2*K_last*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K_last*gamma*ceil_log2(N) - K_last*gamma*floor_log2(N)**3 + K_last*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*floor_log2(N)**2*pof2(N) - K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*floor_log2(N)*pof2(N) - 2*K_last*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K_last*gamma*floor_log2(N) + K_last*gamma*pof2(N) - K_last*gamma + 2*M_bkt*N*R_cmp*alpha*ceil_log2(N) - M_bkt*N*R_cmp*alpha*floor_log2(N) + M_bkt*N*R_cmp*b_bkt*eps_enc + M_bkt*N*b_bkt*gamma*ceil_log2(N)*floor_log2(N) - M_bkt*N*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*N*b_bkt*gamma*floor_log2(N)**2 + M_bkt*N*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*ceil_log2(N)**2*floor_log2(N) + M_bkt*b_bkt*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*ceil_log2(N)**2 + 2*M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N) + M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*ceil_log2(N)*pof2(N) + 2*M_bkt*b_bkt*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*M_bkt*b_bkt*gamma*ceil_log2(N) - M_bkt*b_bkt*gamma*floor_log2(N)**3 + M_bkt*b_bkt*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*floor_log2(N)**2*pof2(N) - M_bkt*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + M_bkt*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*floor_log2(N)*pof2(N) - 2*M_bkt*b_bkt*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*M_bkt*b_bkt*gamma*floor_log2(N) + M_bkt*b_bkt*gamma*pof2(N) - M_bkt*b_bkt*gamma - N*R_cmp*b_bkt*eps_enc - N*b_bkt*gamma*ceil_log2(N)*floor_log2(N) + N*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + N*b_bkt*gamma*floor_log2(N)**2 - N*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*ceil_log2(N)**2*floor_log2(N) - b_bkt*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*ceil_log2(N)**2 - 2*b_bkt*gamma*ceil_log2(N)*floor_log2(N)**2 + 2*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) + b_bkt*gamma*ceil_log2(N)*floor_log2(N) - b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*ceil_log2(N)*pof2(N) - 2*b_bkt*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*b_bkt*gamma*ceil_log2(N) + b_bkt*gamma*floor_log2(N)**3 - b_bkt*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*floor_log2(N)**2*pof2(N) + b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*floor_log2(N)*pof2(N) + 2*b_bkt*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*b_bkt*gamma*floor_log2(N) - b_bkt*gamma*pof2(N) + b_bkt*gamma)/(N*R_cmp)``."""
    return (K_last*N*R_cmp*eps_enc + K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)**3 + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma + 2*M_bkt*N*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*N*R_cmp*alpha*(numpy.frexp(N)[1] - 1.0) + M_bkt*N*R_cmp*b_bkt*eps_enc + M_bkt*N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - M_bkt*N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2 + M_bkt*N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**3 + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0) + M_bkt*b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma - N*R_cmp*b_bkt*eps_enc - N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2 - N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**3 - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0) - b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma)/(N*R_cmp)


def train__recursive_halving__reduce_scatter__last_bucket_floor(*, K_last, N, R_cmp, alpha, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s: ``(K_last*N*R_cmp*eps_enc + K_last*N*gamma*ceil_log2(N)*floor_log2(N) - K_last*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*N*gamma*floor_log2(N)**2 + K_last*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)**2*floor_log2(N) + K_last*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)**2 + 2*K_last*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*K_last*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N) + K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)*pof2(N) + 2*K_last*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K_last*gamma*ceil_log2(N) - K_last*gamma*floor_log2(N)**3 + K_last*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*floor_log2(N)**2*pof2(N) - K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*floor_log2(N)*pof2(N) - 2*K_last*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K_last*gamma*floor_log2(N) + K_last*gamma*pof2(N) - K_last*gamma + 2*N*R_cmp*alpha*ceil_log2(N) - N*R_cmp*alpha*floor_log2(N))/(N*R_cmp)``."""
    return (K_last*N*R_cmp*eps_enc + K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)**3 + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma + 2*N*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - N*R_cmp*alpha*(numpy.frexp(N)[1] - 1.0))/(N*R_cmp)


def train__recursive_halving__reduce_scatter__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*(N*ceil_log2(N)*floor_log2(N) - N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - N*floor_log2(N)**2 + N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)**2*floor_log2(N) + ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)**2 + 2*ceil_log2(N)*floor_log2(N)**2 - 2*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)*floor_log2(N)*pof2(N) - ceil_log2(N)*floor_log2(N) + ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)*pof2(N) + 2*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N) - floor_log2(N)**3 + floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N)**2*pof2(N) - floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - floor_log2(N)*pof2(N) - 2*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N) + pof2(N) - 1)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma*ceil_log2(N)*floor_log2(N) + K_last*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*N*gamma*floor_log2(N)**2 - K_last*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)**2*floor_log2(N) - K_last*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)**2 - 2*K_last*gamma*ceil_log2(N)*floor_log2(N)**2 + 2*K_last*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) + K_last*gamma*ceil_log2(N)*floor_log2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)*pof2(N) - 2*K_last*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K_last*gamma*ceil_log2(N) + K_last*gamma*floor_log2(N)**3 - K_last*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*floor_log2(N)**2*pof2(N) + K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*floor_log2(N)*pof2(N) + 2*K_last*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K_last*gamma*floor_log2(N) - K_last*gamma*pof2(N) + K_last*gamma - 2*M_bkt*N*R_cmp*alpha*ceil_log2(N) + M_bkt*N*R_cmp*alpha*floor_log2(N) - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma*ceil_log2(N)*floor_log2(N) + M_bkt*N*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*N*b_bkt*gamma*floor_log2(N)**2 - M_bkt*N*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*ceil_log2(N)**2*floor_log2(N) - M_bkt*b_bkt*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*ceil_log2(N)**2 - 2*M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)**2 + 2*M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) + M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N) - M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + M_bkt*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*ceil_log2(N)*pof2(N) - 2*M_bkt*b_bkt*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*M_bkt*b_bkt*gamma*ceil_log2(N) + M_bkt*b_bkt*gamma*floor_log2(N)**3 - M_bkt*b_bkt*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - M_bkt*b_bkt*gamma*floor_log2(N)**2*pof2(N) + M_bkt*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - M_bkt*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + M_bkt*b_bkt*gamma*floor_log2(N)*pof2(N) + 2*M_bkt*b_bkt*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*M_bkt*b_bkt*gamma*floor_log2(N) - M_bkt*b_bkt*gamma*pof2(N) + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma*ceil_log2(N)*floor_log2(N) - N*b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - N*b_bkt*gamma*floor_log2(N)**2 + N*b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*ceil_log2(N)**2*floor_log2(N) + b_bkt*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*ceil_log2(N)**2 + 2*b_bkt*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*b_bkt*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - b_bkt*gamma*ceil_log2(N)*floor_log2(N) + b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - b_bkt*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*ceil_log2(N)*pof2(N) + 2*b_bkt*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*b_bkt*gamma*ceil_log2(N) - b_bkt*gamma*floor_log2(N)**3 + b_bkt*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + b_bkt*gamma*floor_log2(N)**2*pof2(N) - b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + b_bkt*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - b_bkt*gamma*floor_log2(N)*pof2(N) - 2*b_bkt*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*b_bkt*gamma*floor_log2(N) + b_bkt*gamma*pof2(N) - b_bkt*gamma)``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*(N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - N*(numpy.frexp(N)[1] - 1.0)**2 + N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2 + 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)**3 + (numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(F_ov*N*R_cmp*T_s - K_last*N*R_cmp*eps_enc - K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 - K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**3 - K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0) - K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma - 2*M_bkt*N*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*N*R_cmp*alpha*(numpy.frexp(N)[1] - 1.0) - M_bkt*N*R_cmp*b_bkt*eps_enc - M_bkt*N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + M_bkt*N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2 - M_bkt*N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**3 - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*M_bkt*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0) - M_bkt*b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + M_bkt*b_bkt*gamma + N*R_cmp*b_bkt*eps_enc + N*R_cmp*budget + N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - N*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2 + N*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**3 + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*b_bkt*gamma*(numpy.frexp(N)[1] - 1.0) + b_bkt*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - b_bkt*gamma)


def train__recursive_halving__reduce_scatter__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, gamma, **_):
    """recursive-halving/reduce-scatter B with T_last = budget, bytes/s: ``K_last*(-N*ceil_log2(N)*floor_log2(N) + N*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + N*floor_log2(N)**2 - N*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)**2*floor_log2(N) - ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)**2 - 2*ceil_log2(N)*floor_log2(N)**2 + 2*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N)*floor_log2(N)*pof2(N) + ceil_log2(N)*floor_log2(N) - ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - ceil_log2(N)*pof2(N) - 2*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + ceil_log2(N) + floor_log2(N)**3 - floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - floor_log2(N)**2*pof2(N) + floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + floor_log2(N)*pof2(N) + 2*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - floor_log2(N) - pof2(N) + 1)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma*ceil_log2(N)*floor_log2(N) - K_last*N*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*N*gamma*floor_log2(N)**2 + K_last*N*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)**2*floor_log2(N) + K_last*gamma*ceil_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)**2 + 2*K_last*gamma*ceil_log2(N)*floor_log2(N)**2 - 2*K_last*gamma*ceil_log2(N)*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*ceil_log2(N)*floor_log2(N)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N) + K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) - K_last*gamma*ceil_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*ceil_log2(N)*pof2(N) + 2*K_last*gamma*ceil_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*K_last*gamma*ceil_log2(N) - K_last*gamma*floor_log2(N)**3 + K_last*gamma*floor_log2(N)**2*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + K_last*gamma*floor_log2(N)**2*pof2(N) - K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1)*pof2(N) + K_last*gamma*floor_log2(N)*floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - K_last*gamma*floor_log2(N)*pof2(N) - 2*K_last*gamma*floor_log2(N)*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*K_last*gamma*floor_log2(N) + K_last*gamma*pof2(N) - K_last*gamma + 2*N*R_cmp*alpha*ceil_log2(N) - N*R_cmp*alpha*floor_log2(N) - N*R_cmp*budget)``."""
    return K_last*(-N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + N*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + N*(numpy.frexp(N)[1] - 1.0)**2 - N*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)**2 - 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 + 2*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0)**3 - (numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - (numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - (numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + (numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)/(K_last*N*R_cmp*eps_enc + K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)**2 + K_last*N*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)**2 + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)**2 - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)**3 + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)**2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + K_last*gamma*(numpy.frexp(N)[1] - 1.0)*(numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0)*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 2*K_last*gamma*(numpy.frexp(N)[1] - 1.0) + K_last*gamma*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - K_last*gamma + 2*N*R_cmp*alpha*(numpy.frexp(N - 1)[1] + 0.0) - N*R_cmp*alpha*(numpy.frexp(N)[1] - 1.0) - N*R_cmp*budget)


def train__recursive_doubling__all_gather__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets, s: ``K_last*eps_enc + alpha*ceil_log2(N) + (M_bkt - 1)*(alpha*ceil_log2(N) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(alpha*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*eps_enc + b_bkt*(N - 1)/(B*N*R_cmp)) + K_last*(N - 1)/(B*N*R_cmp)


def train__recursive_doubling__all_gather__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """recursive-doubling/all-gather time of the last bucket, s: ``K_last*eps_enc + alpha*ceil_log2(N) + K_last*(N - 1)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K_last*(N - 1)/(B*N*R_cmp)


def train__recursive_doubling__all_gather__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__recursive_doubling__all_gather__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s: ``K_last*eps_enc + alpha*ceil_log2(N)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__recursive_doubling__all_gather__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with Tt = budget + F*Ts, bytes/s: ``(K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*ceil_log2(N) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last*N - K_last + M_bkt*N*b_bkt - M_bkt*b_bkt - N*b_bkt + b_bkt)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__recursive_doubling__all_gather__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """recursive-doubling/all-gather B with T_last = budget, bytes/s: ``K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + alpha*ceil_log2(N) - budget))``."""
    return K_last*(1 - N)/(N*R_cmp*(K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget))


def train__bruck__all_to_all__comm_time(*, B, K_last, M_bkt, N, R_cmp, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets, s: ``K_last*eps_enc + alpha*ceil_log2(N) + (M_bkt - 1)*(alpha*ceil_log2(N) + b_bkt*eps_enc + b_bkt*bit_count_sum(N)/(B*N*R_cmp)) + K_last*bit_count_sum(N)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(alpha*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*eps_enc + b_bkt*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(B*N*R_cmp)) + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(B*N*R_cmp)


def train__bruck__all_to_all__last_bucket_time(*, B, K_last, N, R_cmp, alpha, eps_enc, **_):
    """bruck/all-to-all time of the last bucket, s: ``K_last*eps_enc + alpha*ceil_log2(N) + K_last*bit_count_sum(N)/(B*N*R_cmp)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(B*N*R_cmp)


def train__bruck__all_to_all__comm_time_floor(*, K_last, M_bkt, N, alpha, b_bkt, eps_enc, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*alpha*ceil_log2(N) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc``."""
    return K_last*eps_enc + M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc


def train__bruck__all_to_all__last_bucket_floor(*, K_last, N, alpha, eps_enc, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s: ``K_last*eps_enc + alpha*ceil_log2(N)``."""
    return K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0)


def train__bruck__all_to_all__required_bandwidth_total(*, F_ov, K_last, M_bkt, N, R_cmp, T_s, alpha, b_bkt, budget, eps_enc, **_):
    """bruck/all-to-all B with Tt = budget + F*Ts, bytes/s: ``(K_last + M_bkt*b_bkt - b_bkt)*bit_count_sum(N)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*ceil_log2(N) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))``."""
    return (K_last + M_bkt*b_bkt - b_bkt)*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(N*R_cmp*(F_ov*T_s - K_last*eps_enc - M_bkt*alpha*(numpy.frexp(N - 1)[1] + 0.0) - M_bkt*b_bkt*eps_enc + b_bkt*eps_enc + budget))


def train__bruck__all_to_all__required_bandwidth_last(*, K_last, N, R_cmp, alpha, budget, eps_enc, **_):
    """bruck/all-to-all B with T_last = budget, bytes/s: ``-K_last*bit_count_sum(N)/(N*R_cmp*(K_last*eps_enc + alpha*ceil_log2(N) - budget))``."""
    return -K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)/(N*R_cmp*(K_last*eps_enc + alpha*(numpy.frexp(N - 1)[1] + 0.0) - budget))


def train__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M_bkt - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b_bkt*eps_enc + b_bkt*gamma*(-1 + N/G)/(N*R_cmp) + b_bkt*gamma*(G - 1)/(G*R_cmp) + b_bkt*(2*G - 2)/(B_intra*G*R_cmp) + G*b_bkt*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)``."""
    return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + (M_bkt - 1)*(alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + b_bkt*eps_enc + b_bkt*gamma*(-1 + N/G)/(N*R_cmp) + b_bkt*gamma*(G - 1)/(G*R_cmp) + b_bkt*(2*G - 2)/(B_intra*G*R_cmp) + G*b_bkt*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)


def train__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)``."""
    return K_last*eps_enc + K_last*gamma*(-1 + N/G)/(N*R_cmp) + alpha*(-2 + 2*N/G) + alpha_intra*(2*G - 2) + K_last*gamma*(G - 1)/(G*R_cmp) + K_last*(2*G - 2)/(B_intra*G*R_cmp) + G*K_last*(-2 + 2*N/G)/(B*N*R_cmp*R_nic)


def train__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``2*G*M_bkt*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*M_bkt*alpha - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*M_bkt*N*alpha/G + 2*K_last/(B_intra*R_cmp) + 2*M_bkt*b_bkt/(B_intra*R_cmp) - 2*b_bkt/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp) - 2*M_bkt*b_bkt/(B_intra*G*R_cmp) + 2*b_bkt/(B_intra*G*R_cmp)``."""
    return 2*G*M_bkt*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*M_bkt*alpha - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*M_bkt*N*alpha/G + 2*K_last/(B_intra*R_cmp) + 2*M_bkt*b_bkt/(B_intra*R_cmp) - 2*b_bkt/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp) - 2*M_bkt*b_bkt/(B_intra*G*R_cmp) + 2*b_bkt/(B_intra*G*R_cmp)


def train__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s: ``2*G*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_last/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp)``."""
    return 2*G*alpha_intra + K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) - 2*alpha - 2*alpha_intra + 2*N*alpha/G + 2*K_last/(B_intra*R_cmp) - 2*K_last/(B_intra*G*R_cmp)


def train__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F_ov, G, K_last, M_bkt, N, R_cmp, R_nic, T_s, alpha, alpha_intra, b_bkt, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s: ``-2*B_intra*G*(G - N)*(K_last + M_bkt*b_bkt - b_bkt)/(R_nic*(B_intra*F_ov*G*N*R_cmp*T_s - 2*B_intra*G**2*M_bkt*N*R_cmp*alpha_intra - B_intra*G*K_last*N*R_cmp*eps_enc - B_intra*G*K_last*N*gamma + B_intra*G*K_last*gamma + 2*B_intra*G*M_bkt*N*R_cmp*alpha + 2*B_intra*G*M_bkt*N*R_cmp*alpha_intra - B_intra*G*M_bkt*N*R_cmp*b_bkt*eps_enc - B_intra*G*M_bkt*N*b_bkt*gamma + B_intra*G*M_bkt*b_bkt*gamma + B_intra*G*N*R_cmp*b_bkt*eps_enc + B_intra*G*N*R_cmp*budget + B_intra*G*N*b_bkt*gamma - B_intra*G*b_bkt*gamma - 2*B_intra*M_bkt*N**2*R_cmp*alpha - 2*G*K_last*N - 2*G*M_bkt*N*b_bkt + 2*G*N*b_bkt + 2*K_last*N + 2*M_bkt*N*b_bkt - 2*N*b_bkt))``."""
    return -2*B_intra*G*(G - N)*(K_last + M_bkt*b_bkt - b_bkt)/(R_nic*(B_intra*F_ov*G*N*R_cmp*T_s - 2*B_intra*G**2*M_bkt*N*R_cmp*alpha_intra - B_intra*G*K_last*N*R_cmp*eps_enc - B_intra*G*K_last*N*gamma + B_intra*G*K_last*gamma + 2*B_intra*G*M_bkt*N*R_cmp*alpha + 2*B_intra*G*M_bkt*N*R_cmp*alpha_intra - B_intra*G*M_bkt*N*R_cmp*b_bkt*eps_enc - B_intra*G*M_bkt*N*b_bkt*gamma + B_intra*G*M_bkt*b_bkt*gamma + B_intra*G*N*R_cmp*b_bkt*eps_enc + B_intra*G*N*R_cmp*budget + B_intra*G*N*b_bkt*gamma - B_intra*G*b_bkt*gamma - 2*B_intra*M_bkt*N**2*R_cmp*alpha - 2*G*K_last*N - 2*G*M_bkt*N*b_bkt + 2*G*N*b_bkt + 2*K_last*N + 2*M_bkt*N*b_bkt - 2*N*b_bkt))


def train__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, budget, eps_enc, gamma, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s: ``2*B_intra*G*K_last*(G - N)/(R_nic*(2*B_intra*G**2*N*R_cmp*alpha_intra + B_intra*G*K_last*N*R_cmp*eps_enc + B_intra*G*K_last*N*gamma - B_intra*G*K_last*gamma - 2*B_intra*G*N*R_cmp*alpha - 2*B_intra*G*N*R_cmp*alpha_intra - B_intra*G*N*R_cmp*budget + 2*B_intra*N**2*R_cmp*alpha + 2*G*K_last*N - 2*K_last*N))``."""
    return 2*B_intra*G*K_last*(G - N)/(R_nic*(2*B_intra*G**2*N*R_cmp*alpha_intra + B_intra*G*K_last*N*R_cmp*eps_enc + B_intra*G*K_last*N*gamma - B_intra*G*K_last*gamma - 2*B_intra*G*N*R_cmp*alpha - 2*B_intra*G*N*R_cmp*alpha_intra - B_intra*G*N*R_cmp*budget + 2*B_intra*N**2*R_cmp*alpha + 2*G*K_last*N - 2*K_last*N))


def train__flat_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*max((alpha_intra + b_bkt/(B_intra*N*R_cmp))*several(G), (alpha + b_bkt/(B*N*R_cmp*R_nic))*several(N/G)) + b_bkt*gamma*(N - 1)/(N*R_cmp)) + (2*N - 2)*max((alpha_intra + K_last/(B_intra*N*R_cmp))*several(G), (alpha + K_last/(B*N*R_cmp*R_nic))*several(N/G))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*numpy.maximum((alpha_intra + b_bkt/(B_intra*N*R_cmp))*numpy.minimum(numpy.frexp(G - 1)[1], 1.0), (alpha + b_bkt/(B*N*R_cmp*R_nic))*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp)) + (2*N - 2)*numpy.maximum((alpha_intra + K_last/(B_intra*N*R_cmp))*numpy.minimum(numpy.frexp(G - 1)[1], 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))


def train__flat_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (2*N - 2)*max((alpha_intra + K_last/(B_intra*N*R_cmp))*several(G), (alpha + K_last/(B*N*R_cmp*R_nic))*several(N/G))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + (2*N - 2)*numpy.maximum((alpha_intra + K_last/(B_intra*N*R_cmp))*numpy.minimum(numpy.frexp(G - 1)[1], 1.0), (alpha + K_last/(B*N*R_cmp*R_nic))*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))


def train__flat_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_intra, b_bkt, eps_enc, gamma, **_):
    """flat-ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``(K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*max((B_intra*N*R_cmp*alpha_intra + K_last)*several(G)/(B_intra*N*R_cmp), alpha*several(N/G))) + (M_bkt - 1)*(N*R_cmp*(b_bkt*eps_enc + 2*(N - 1)*max((B_intra*N*R_cmp*alpha_intra + b_bkt)*several(G)/(B_intra*N*R_cmp), alpha*several(N/G))) + b_bkt*gamma*(N - 1)))/(N*R_cmp)``."""
    return (K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*numpy.maximum((B_intra*N*R_cmp*alpha_intra + K_last)*numpy.minimum(numpy.frexp(G - 1)[1], 1.0)/(B_intra*N*R_cmp), alpha*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))) + (M_bkt - 1)*(N*R_cmp*(b_bkt*eps_enc + 2*(N - 1)*numpy.maximum((B_intra*N*R_cmp*alpha_intra + b_bkt)*numpy.minimum(numpy.frexp(G - 1)[1], 1.0)/(B_intra*N*R_cmp), alpha*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))) + b_bkt*gamma*(N - 1)))/(N*R_cmp)


def train__flat_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_intra, eps_enc, gamma, **_):
    """flat-ring/all-reduce last bucket at infinite bandwidth, s: ``(K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*max((B_intra*N*R_cmp*alpha_intra + K_last)*several(G)/(B_intra*N*R_cmp), alpha*several(N/G))))/(N*R_cmp)``."""
    return (K_last*gamma*(N - 1) + N*R_cmp*(K_last*eps_enc + 2*(N - 1)*numpy.maximum((B_intra*N*R_cmp*alpha_intra + K_last)*numpy.minimum(numpy.frexp(G - 1)[1], 1.0)/(B_intra*N*R_cmp), alpha*numpy.minimum(numpy.frexp(-1 + N/G)[1], 1.0))))/(N*R_cmp)


TRAINING = {
    'ring/all-reduce': {
        'comm_time': train__ring__all_reduce__comm_time,
        'last_bucket_time': train__ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_reduce__required_bandwidth_last,
    },
    'ring/reduce-scatter': {
        'comm_time': train__ring__reduce_scatter__comm_time,
        'last_bucket_time': train__ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce_scatter__required_bandwidth_last,
    },
    'ring/all-gather': {
        'comm_time': train__ring__all_gather__comm_time,
        'last_bucket_time': train__ring__all_gather__last_bucket_time,
        'comm_time_floor': train__ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_gather__required_bandwidth_last,
    },
    'ring/broadcast': {
        'comm_time': train__ring__broadcast__comm_time,
        'last_bucket_time': train__ring__broadcast__last_bucket_time,
        'comm_time_floor': train__ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__ring__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__ring__broadcast__required_bandwidth_last,
    },
    'ring/reduce': {
        'comm_time': train__ring__reduce__comm_time,
        'last_bucket_time': train__ring__reduce__last_bucket_time,
        'comm_time_floor': train__ring__reduce__comm_time_floor,
        'last_bucket_floor': train__ring__reduce__last_bucket_floor,
        'required_bandwidth_total': train__ring__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__ring__reduce__required_bandwidth_last,
    },
    'ring/all-to-all': {
        'comm_time': train__ring__all_to_all__comm_time,
        'last_bucket_time': train__ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__ring__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__ring__all_to_all__required_bandwidth_last,
    },
    'parameter-server/all-reduce': {
        'comm_time': train__parameter_server__all_reduce__comm_time,
        'last_bucket_time': train__parameter_server__all_reduce__last_bucket_time,
        'comm_time_floor': train__parameter_server__all_reduce__comm_time_floor,
        'last_bucket_floor': train__parameter_server__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__parameter_server__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__parameter_server__all_reduce__required_bandwidth_last,
    },
    'naive/all-reduce': {
        'comm_time': train__naive__all_reduce__comm_time,
        'last_bucket_time': train__naive__all_reduce__last_bucket_time,
        'comm_time_floor': train__naive__all_reduce__comm_time_floor,
        'last_bucket_floor': train__naive__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__naive__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__naive__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/all-reduce': {
        'comm_time': train__binomial_tree__all_reduce__comm_time,
        'last_bucket_time': train__binomial_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__all_reduce__required_bandwidth_last,
    },
    'binomial-tree/broadcast': {
        'comm_time': train__binomial_tree__broadcast__comm_time,
        'last_bucket_time': train__binomial_tree__broadcast__last_bucket_time,
        'comm_time_floor': train__binomial_tree__broadcast__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__broadcast__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__broadcast__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__broadcast__required_bandwidth_last,
    },
    'binomial-tree/reduce': {
        'comm_time': train__binomial_tree__reduce__comm_time,
        'last_bucket_time': train__binomial_tree__reduce__last_bucket_time,
        'comm_time_floor': train__binomial_tree__reduce__comm_time_floor,
        'last_bucket_floor': train__binomial_tree__reduce__last_bucket_floor,
        'required_bandwidth_total': train__binomial_tree__reduce__required_bandwidth_total,
        'required_bandwidth_last': train__binomial_tree__reduce__required_bandwidth_last,
    },
    'double-binary-tree/all-reduce': {
        'comm_time': train__double_binary_tree__all_reduce__comm_time,
        'last_bucket_time': train__double_binary_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__double_binary_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__double_binary_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__double_binary_tree__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__double_binary_tree__all_reduce__required_bandwidth_last,
    },
    'recursive-doubling/all-reduce': {
        'comm_time': train__recursive_doubling__all_reduce__comm_time,
        'last_bucket_time': train__recursive_doubling__all_reduce__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_reduce__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_reduce__required_bandwidth_last,
    },
    'rabenseifner/all-reduce': {
        'comm_time': train__rabenseifner__all_reduce__comm_time,
        'last_bucket_time': train__rabenseifner__all_reduce__last_bucket_time,
        'comm_time_floor': train__rabenseifner__all_reduce__comm_time_floor,
        'last_bucket_floor': train__rabenseifner__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__rabenseifner__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__rabenseifner__all_reduce__required_bandwidth_last,
    },
    'recursive-halving/reduce-scatter': {
        'comm_time': train__recursive_halving__reduce_scatter__comm_time,
        'last_bucket_time': train__recursive_halving__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__recursive_halving__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__recursive_halving__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': train__recursive_halving__reduce_scatter__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_halving__reduce_scatter__required_bandwidth_last,
    },
    'recursive-doubling/all-gather': {
        'comm_time': train__recursive_doubling__all_gather__comm_time,
        'last_bucket_time': train__recursive_doubling__all_gather__last_bucket_time,
        'comm_time_floor': train__recursive_doubling__all_gather__comm_time_floor,
        'last_bucket_floor': train__recursive_doubling__all_gather__last_bucket_floor,
        'required_bandwidth_total': train__recursive_doubling__all_gather__required_bandwidth_total,
        'required_bandwidth_last': train__recursive_doubling__all_gather__required_bandwidth_last,
    },
    'bruck/all-to-all': {
        'comm_time': train__bruck__all_to_all__comm_time,
        'last_bucket_time': train__bruck__all_to_all__last_bucket_time,
        'comm_time_floor': train__bruck__all_to_all__comm_time_floor,
        'last_bucket_floor': train__bruck__all_to_all__last_bucket_floor,
        'required_bandwidth_total': train__bruck__all_to_all__required_bandwidth_total,
        'required_bandwidth_last': train__bruck__all_to_all__required_bandwidth_last,
    },
    'hierarchical-ring/all-reduce': {
        'comm_time': train__hierarchical_ring__all_reduce__comm_time,
        'last_bucket_time': train__hierarchical_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__hierarchical_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__hierarchical_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__hierarchical_ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__hierarchical_ring__all_reduce__required_bandwidth_last,
    },
    'flat-ring/all-reduce': {
        'comm_time': train__flat_ring__all_reduce__comm_time,
        'last_bucket_time': train__flat_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__flat_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__flat_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
}
def train__cluster__ring__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def train__cluster__ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def train__cluster__ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """ring/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce-scatter last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/all-gather time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather Tt of all buckets at infinite bandwidth, s: ``(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/all-gather last bucket at infinite bandwidth, s: ``(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__broadcast__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast Tt of all buckets, s: ``K_last*eps_enc + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__broadcast__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """ring/broadcast time of the last bucket, s: ``K_last*eps_enc + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__broadcast__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast Tt of all buckets at infinite bandwidth, s: ``(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(N)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(N)*several(min(N, G))))/(B_intra*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__ring__broadcast__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """ring/broadcast last bucket at infinite bandwidth, s: ``K_last*eps_enc + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__ring__reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*gamma*several(N)/R_cmp + b_bkt*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """ring/reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__ring__reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + L_base*M_bkt + M_bkt*N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + M_bkt*alpha*ceiling(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + M_bkt*b_bkt*gamma*several(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*several(N)/R_cmp - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + M_bkt*b_bkt*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) - b_bkt*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + L_base*M_bkt + M_bkt*N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + M_bkt*alpha*numpy.ceil(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + M_bkt*b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) - b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__ring__reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """ring/reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__ring__all_to_all__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all Tt of all buckets, s: ``K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc + max(b_bkt*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto) + max(K_last*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc + numpy.maximum(b_bkt*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto) + numpy.maximum(K_last*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def train__cluster__ring__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """ring/all-to-all time of the last bucket, s: ``K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + max(K_last*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + numpy.maximum(K_last*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def train__cluster__ring__all_to_all__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K_last*(min(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(min(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.minimum(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(numpy.minimum(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)


def train__cluster__ring__all_to_all__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """ring/all-to-all last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K_last*(min(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.minimum(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)


def train__cluster__double_binary_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(min(N, G) - 1) + (M_bkt - 1)*(L_base + 2*alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G)) + b_bkt*gamma*several(N)/R_cmp + b_bkt*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + (M_bkt - 1)*(L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + b_bkt*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__double_binary_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, **_):
    """double-binary-tree/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(min(N, G) - 1) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto) + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__double_binary_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*several(N) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(min(N, G) - 1) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + K_last*([min(N, G) > 2] + 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + 2*alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + B_intra*b_bkt*eta_up*f_proto*gamma*several(N) + b_bkt*([min(N, G) > 2] + 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + K_last*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + B_intra*b_bkt*eta_up*f_proto*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + b_bkt*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__double_binary_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, gamma, n_leaf, **_):
    """double-binary-tree/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*several(N) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(min(N, G) - 1) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + K_last*([min(N, G) > 2] + 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + 2*alpha_intra*(numpy.minimum(N, G) - 1) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + K_last*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__nvls__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)) + b_bkt*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(N) + (M_bkt - 1)*(B_intra*R_cmp*eta_nvls*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*several(N)))/(B_intra*R_cmp*eta_nvls*f_proto)``."""
    return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_nvls*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)))/(B_intra*R_cmp*eta_nvls*f_proto)


def train__cluster__nvls__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(N))/(B_intra*R_cmp*eta_nvls*f_proto)``."""
    return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B_intra*R_cmp*eta_nvls*f_proto)


def train__cluster__nvls__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/all-gather time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__nvls__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/all-gather last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__nvls__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """nvls/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)


def train__cluster__nvls__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha_intra + b_bkt*eps_enc + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__nvls__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """nvls/reduce-scatter last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha_intra + (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__nvls_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G)) + b_bkt*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + (M_bkt - 1)*(L_base + alpha_intra + b_bkt*eps_enc + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto)) + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__nvls_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_nvls, f_proto, n_leaf, o_sub, **_):
    """nvls-tree/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*several(N)*max(1/(B_intra*eta_nvls), several(ceiling(N/G))*max(max(([ceiling(N/G) > 2]/2 + [ceiling(N/G) > 3]/2 + 1)/(B*eta_net*ceiling(R_nic*min(N, G)/G)), ((Mod(ceiling(N/G), 2))*[ceiling(N/G) > 2]/2 + 1)*ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/(B*eta_net*ceiling(R_nic*min(N, G)/G))), o_sub*[ceiling(N/G) > n_leaf]*tree_tier_bytes(ceiling(N/G), n_leaf)/(B*eta_net*n_leaf*ceiling(R_nic*min(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum(1/(B_intra*eta_nvls), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.maximum(((1/2)*numpy.greater(numpy.ceil(N/G), 2).astype(float) + (1/2)*numpy.greater(numpy.ceil(N/G), 3).astype(float) + 1)/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G)), ((1/2)*(numpy.mod(numpy.ceil(N/G), 2))*numpy.greater(numpy.ceil(N/G), 2).astype(float) + 1)*numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/(B*eta_net*numpy.ceil(R_nic*numpy.minimum(N, G)/G))), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*tree_tier_bytes_array(numpy.ceil(N/G), n_leaf)/(B*eta_net*n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G))))/(R_cmp*f_proto) + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__nvls_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + L_base*M_bkt + 2*M_bkt*alpha*floor_log2(ceiling(N/G)) + 4*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc + K_last*several(N)/(B_intra*R_cmp*eta_nvls*f_proto) + M_bkt*b_bkt*several(N)/(B_intra*R_cmp*eta_nvls*f_proto) - b_bkt*several(N)/(B_intra*R_cmp*eta_nvls*f_proto)``."""
    return K_last*eps_enc + L_base*M_bkt + 2*M_bkt*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 4*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc - b_bkt*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B_intra*R_cmp*eta_nvls*f_proto) + M_bkt*b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B_intra*R_cmp*eta_nvls*f_proto) - b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/(B_intra*R_cmp*eta_nvls*f_proto)


def train__cluster__nvls_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_nvls, f_proto, n_leaf, **_):
    """nvls-tree/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*floor_log2(ceiling(N/G))) + K_last*several(N))/(B_intra*R_cmp*eta_nvls*f_proto)``."""
    return (B_intra*R_cmp*eta_nvls*f_proto*(K_last*eps_enc + L_base + alpha_intra + 2*(alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0))/(B_intra*R_cmp*eta_nvls*f_proto)


def train__cluster__collnet_direct__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)) + b_bkt*eps_enc + b_bkt*max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))``."""
    return K_last*eps_enc + K_last*numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + b_bkt*eps_enc + b_bkt*numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))


def train__cluster__collnet_direct__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-direct/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*max(2*(min(N, G) - 1)*several(min(N, G))/(B_intra*eta_up*min(N, G)), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G))``."""
    return K_last*eps_enc + K_last*numpy.maximum(2*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up*numpy.minimum(N, G)), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)


def train__cluster__collnet_direct__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)))*min(N, G) + 2*K_last*(min(N, G) - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)) + b_bkt*eps_enc)*min(N, G) + 2*b_bkt*(min(N, G) - 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up*f_proto*min(N, G))``."""
    return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*numpy.minimum(N, G) + 2*K_last*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + b_bkt*eps_enc)*numpy.minimum(N, G) + 2*b_bkt*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*f_proto*numpy.minimum(N, G))


def train__cluster__collnet_direct__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-direct/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*several(min(N, G)))*min(N, G) + 2*K_last*(min(N, G) - 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up*f_proto*min(N, G))``."""
    return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*numpy.minimum(N, G) + 2*K_last*(numpy.minimum(N, G) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up*f_proto*numpy.minimum(N, G))


def train__cluster__collnet_chain__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + alpha_intra*(2*min(N, G) - 2) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + alpha_intra*(2*min(N, G) - 2) + b_bkt*eps_enc + b_bkt*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))``."""
    return K_last*eps_enc + K_last*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + alpha_intra*(2*numpy.minimum(N, G) - 2) + (M_bkt - 1)*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + alpha_intra*(2*numpy.minimum(N, G) - 2) + b_bkt*eps_enc + b_bkt*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto))


def train__cluster__collnet_chain__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """collnet-chain/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*max(([min(N, G) > 2] + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + alpha_intra*(2*min(N, G) - 2)``."""
    return K_last*eps_enc + K_last*numpy.maximum((numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + alpha_intra*(2*numpy.minimum(N, G) - 2)


def train__cluster__collnet_chain__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*(min(N, G) - 1)) + K_last*([min(N, G) > 2] + 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc) + b_bkt*([min(N, G) > 2] + 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*f_proto*(L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__collnet_chain__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """collnet-chain/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf] + 2*alpha_intra*(min(N, G) - 1)) + K_last*([min(N, G) > 2] + 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return (B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 2*alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.greater(numpy.minimum(N, G), 2).astype(float) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__pat__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + (M_bkt - 1)*(L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + b_bkt*eps_enc + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + (M_bkt - 1)*(L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + b_bkt*eps_enc + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))


def train__cluster__pat__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """pat/all-gather time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__pat__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G) - 7*K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + 7*b_bkt*eps_enc)*ceiling(R_nic*min(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G))))/(7*B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (1/7)*(B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 7*K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 7*b_bkt*eps_enc)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__pat__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """pat/all-gather last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G)/7 - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return ((1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__pat__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + (M_bkt - 1)*(L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + (M_bkt - 1)*(L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto))


def train__cluster__pat__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """pat/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G))/7 + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + N*alpha_intra + (2/7)*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0)


def train__cluster__pat__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G)/7 - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)) + 7*b_bkt*eps_enc)*ceiling(R_nic*min(N, G)/G) + 7*B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceiling(R_nic*min(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/7)/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + (1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (1/7)*(M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 7*b_bkt*eps_enc)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 7*B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 7*b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__pat__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """pat/reduce-scatter last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*floor_log2(ceiling(N/G)) + 14*alpha_hop*[ceiling(N/G) > n_leaf]*floor_log2(ceiling(N/G)))*ceiling(R_nic*min(N, G)/G)/7 - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + (1/7)*B_intra*N*R_cmp*eta_up*f_proto*(7*K_last*eps_enc + 7*L_base + 7*N*alpha_intra + 2*alpha*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0) + 14*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*(numpy.frexp(numpy.ceil(N/G))[1] - 1.0))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + (M_bkt - 1)*(b_bkt*eps_enc + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def train__cluster__flat_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, plat, x_exit, **_):
    """flat-ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*several(ceiling(N/G)) + 1)*(L_base + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (2*N - 2*ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(2*N - 2)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + ((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(L_base + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (2*N - 2*numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))


def train__cluster__flat_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, plat, x_exit, **_):
    """flat-ring/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*several(ceiling(N/G)) + 1)*(4*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) + (L_base + 2*alpha*(ceiling(N/G) - 1) + 2*(N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G))*ceiling(R_nic*min(N, G)/G) - 2*K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*N*R_cmp*eps_enc*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*N*R_cmp*eta_up*f_proto*((plat - 1)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 1)*(4*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + (L_base + 2*alpha*(numpy.ceil(N/G) - 1) + 2*(N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G))*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - 2*K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__reduce_scatter__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + B_intra*b_bkt*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce-scatter last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (B_intra*K_last*eta_up*f_proto*gamma*(N - 1)*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__all_gather__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__all_gather__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/all-gather time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__all_gather__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather Tt of all buckets at infinite bandwidth, s: ``(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__all_gather__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/all-gather last bucket at infinite bandwidth, s: ``(2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(N - 1)*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*N*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(N - 1)*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__broadcast__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast Tt of all buckets, s: ``K_last*eps_enc + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__broadcast__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, x_exit, **_):
    """flat-ring/broadcast time of the last bucket, s: ``K_last*eps_enc + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__broadcast__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast Tt of all buckets at infinite bandwidth, s: ``(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - K_last*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(N)*several(min(N, G)) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*ceiling(R_nic*min(N, G)/G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))))*ceiling(N/G)*ceiling(R_nic*min(N, G)/G) - b_bkt*(x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G)) - ceiling(R_nic*min(N, G)/G))*ceiling(N/G)*several(N)*several(min(N, G))))/(B_intra*R_cmp*eta_up*f_proto*ceiling(N/G)*ceiling(R_nic*min(N, G)/G))``."""
    return (2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - K_last*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(2*B_intra*R_cmp*alpha_hop*eta_up*f_proto*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(R_nic*numpy.minimum(N, G)/G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + B_intra*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G) - b_bkt*(x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) - numpy.ceil(R_nic*numpy.minimum(N, G)/G))*numpy.ceil(N/G)*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(N/G)*numpy.ceil(R_nic*numpy.minimum(N, G)/G))


def train__cluster__flat_ring__broadcast__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, n_leaf, x_exit, **_):
    """flat-ring/broadcast last bucket at infinite bandwidth, s: ``K_last*eps_enc + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__flat_ring__reduce__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + b_bkt*eps_enc + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + b_bkt*gamma*several(N)/R_cmp + b_bkt*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + b_bkt*eps_enc + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto)) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__reduce__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_net, eta_up, f_proto, gamma, n_leaf, o_sub, x_exit, **_):
    """flat-ring/reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + K_last*several(N)*max((-x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(ceiling(N/G))/ceiling(R_nic*min(N, G)/G) + 1)*several(min(N, G))/(B_intra*eta_up), several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*(ceiling(N/G) - 1)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + (N - ceiling(N/G))*max(alpha_intra, alpha_ovh*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.maximum((-x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/numpy.ceil(R_nic*numpy.minimum(N, G)/G) + 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(R_cmp*f_proto) + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*(numpy.ceil(N/G) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + (N - numpy.ceil(N/G))*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__flat_ring__reduce__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, b_bkt, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + L_base*M_bkt + M_bkt*N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + M_bkt*alpha*ceiling(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + M_bkt*b_bkt*gamma*several(N)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*several(N)/R_cmp - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + M_bkt*b_bkt*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) - b_bkt*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + L_base*M_bkt + M_bkt*N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + M_bkt*alpha*numpy.ceil(N/G) - M_bkt*alpha + 2*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + M_bkt*b_bkt*eps_enc - M_bkt*numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + M_bkt*b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp - b_bkt*eps_enc - b_bkt*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto) - M_bkt*b_bkt*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + M_bkt*b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto) + b_bkt*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) - b_bkt*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__flat_ring__reduce__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, alpha_ovh, eps_enc, eta_up, f_proto, gamma, n_leaf, x_exit, **_):
    """flat-ring/reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma*several(N)/R_cmp + L_base + N*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) + alpha*ceiling(N/G) - alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) - ceiling(N/G)*max(alpha_intra, alpha_ovh*several(ceiling(N/G))) - K_last*x_exit*floor(ceiling(R_nic*min(N, G)/G)/min(N, G))*several(N)*several(ceiling(N/G))*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto*ceiling(R_nic*min(N, G)/G)) + K_last*several(N)*several(min(N, G))/(B_intra*R_cmp*eta_up*f_proto)``."""
    return K_last*eps_enc + K_last*gamma*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)/R_cmp + L_base + N*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + alpha*numpy.ceil(N/G) - alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) - numpy.ceil(N/G)*numpy.maximum(alpha_intra, alpha_ovh*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - K_last*x_exit*numpy.floor(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.minimum(N, G))*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto*numpy.ceil(R_nic*numpy.minimum(N, G)/G)) + K_last*numpy.minimum(numpy.frexp(N - 1)[1], 1.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up*f_proto)


def train__cluster__flat_ring__all_to_all__comm_time(*, B, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all Tt of all buckets, s: ``K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc + max(b_bkt*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto) + max(K_last*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + (M_bkt - 1)*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc + numpy.maximum(b_bkt*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), b_bkt*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto) + numpy.maximum(K_last*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def train__cluster__flat_ring__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, L_base, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, f_proto, n_leaf, o_sub, **_):
    """flat-ring/all-to-all time of the last bucket, s: ``K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + max(K_last*(min(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - min(N, G))*((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*N*R_cmp*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/f_proto``."""
    return K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + numpy.maximum(K_last*(numpy.minimum(N, G) - 1)/(B_intra*N*R_cmp*eta_up), K_last*(N - numpy.minimum(N, G))*((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*N*R_cmp*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/f_proto


def train__cluster__flat_ring__all_to_all__comm_time_floor(*, B_intra, G, K_last, L_base, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K_last*(min(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(min(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.minimum(N, G) - 1) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*f_proto*(L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1) + b_bkt*eps_enc) + b_bkt*(numpy.minimum(N, G) - 1)))/(B_intra*N*R_cmp*eta_up*f_proto)


def train__cluster__flat_ring__all_to_all__last_bucket_floor(*, B_intra, G, K_last, L_base, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, f_proto, n_leaf, **_):
    """flat-ring/all-to-all last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(ceiling(N/G) - 1) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*floor((ceiling(N/G) - 1)/min(n_leaf, ceiling(N/G)))*min(n_leaf, ceiling(N/G)) + alpha_intra*(min(N, G) - 1)) + K_last*(min(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)``."""
    return (B_intra*N*R_cmp*eta_up*f_proto*(K_last*eps_enc + L_base + alpha*(numpy.ceil(N/G) - 1) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.floor((numpy.ceil(N/G) - 1)/numpy.minimum(n_leaf, numpy.ceil(N/G)))*numpy.minimum(n_leaf, numpy.ceil(N/G)) + alpha_intra*(numpy.minimum(N, G) - 1)) + K_last*(numpy.minimum(N, G) - 1))/(B_intra*N*R_cmp*eta_up*f_proto)


def train__cluster__hierarchical_ring__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + alpha_intra*(2*min(N, G) - 2) + (M_bkt - 1)*(alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + alpha_intra*(2*min(N, G) - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*min(N, G) - 2)/(B_intra*R_cmp*eta_up*min(N, G)) + b_bkt*((max(1, o_sub/n_leaf) - 1)*[ceiling(N/G) > n_leaf] + 1)*(2*ceiling(N/G) - 2)*Piecewise((ceiling(min(N, G)/R_nic), R_nic < min(N, G)), (1/floor(R_nic/min(N, G)), True))/(B*R_cmp*eta_net*ceiling(N/G)*min(N, G))) + K_last*(2*min(N, G) - 2)/(B_intra*R_cmp*eta_up*min(N, G)) + K_last*((max(1, o_sub/n_leaf) - 1)*[ceiling(N/G) > n_leaf] + 1)*(2*ceiling(N/G) - 2)*Piecewise((ceiling(min(N, G)/R_nic), R_nic < min(N, G)), (1/floor(R_nic/min(N, G)), True))/(B*R_cmp*eta_net*ceiling(N/G)*min(N, G))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + alpha_intra*(2*numpy.minimum(N, G) - 2) + (M_bkt - 1)*(alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + alpha_intra*(2*numpy.minimum(N, G) - 2) + b_bkt*eps_enc + b_bkt*gamma*(N - 1)/(N*R_cmp) + b_bkt*(2*numpy.minimum(N, G) - 2)/(B_intra*R_cmp*eta_up*numpy.minimum(N, G)) + b_bkt*((numpy.maximum(1, o_sub/n_leaf) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*(2*numpy.ceil(N/G) - 2)*numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [numpy.ceil(numpy.minimum(N, G)/R_nic),numpy.floor(R_nic/numpy.minimum(N, G))**(-1.0)], default=numpy.nan)/(B*R_cmp*eta_net*numpy.ceil(N/G)*numpy.minimum(N, G))) + K_last*(2*numpy.minimum(N, G) - 2)/(B_intra*R_cmp*eta_up*numpy.minimum(N, G)) + K_last*((numpy.maximum(1, o_sub/n_leaf) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*(2*numpy.ceil(N/G) - 2)*numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [numpy.ceil(numpy.minimum(N, G)/R_nic),numpy.floor(R_nic/numpy.minimum(N, G))**(-1.0)], default=numpy.nan)/(B*R_cmp*eta_net*numpy.ceil(N/G)*numpy.minimum(N, G))


def train__cluster__hierarchical_ring__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*ceiling(N/G) - 2) + 2*alpha_hop*(2*ceiling(N/G) - 2)*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + alpha_intra*(2*min(N, G) - 2) + K_last*(2*min(N, G) - 2)/(B_intra*R_cmp*eta_up*min(N, G)) + K_last*((max(1, o_sub/n_leaf) - 1)*[ceiling(N/G) > n_leaf] + 1)*(2*ceiling(N/G) - 2)*Piecewise((ceiling(min(N, G)/R_nic), R_nic < min(N, G)), (1/floor(R_nic/min(N, G)), True))/(B*R_cmp*eta_net*ceiling(N/G)*min(N, G))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/(N*R_cmp) + alpha*(2*numpy.ceil(N/G) - 2) + 2*alpha_hop*(2*numpy.ceil(N/G) - 2)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + alpha_intra*(2*numpy.minimum(N, G) - 2) + K_last*(2*numpy.minimum(N, G) - 2)/(B_intra*R_cmp*eta_up*numpy.minimum(N, G)) + K_last*((numpy.maximum(1, o_sub/n_leaf) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*(2*numpy.ceil(N/G) - 2)*numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [numpy.ceil(numpy.minimum(N, G)/R_nic),numpy.floor(R_nic/numpy.minimum(N, G))**(-1.0)], default=numpy.nan)/(B*R_cmp*eta_net*numpy.ceil(N/G)*numpy.minimum(N, G))


def train__cluster__hierarchical_ring__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*alpha*ceiling(N/G) - 2*M_bkt*alpha + 4*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*M_bkt*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + 2*M_bkt*alpha_intra*min(N, G) - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*min(N, G)) + 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up) - 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up*min(N, G)) - 2*b_bkt/(B_intra*R_cmp*eta_up) + 2*b_bkt/(B_intra*R_cmp*eta_up*min(N, G))``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*M_bkt*alpha*numpy.ceil(N/G) - 2*M_bkt*alpha + 4*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*M_bkt*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + 2*M_bkt*alpha_intra*numpy.minimum(N, G) - 2*M_bkt*alpha_intra + M_bkt*b_bkt*eps_enc + M_bkt*b_bkt*gamma/R_cmp - M_bkt*b_bkt*gamma/(N*R_cmp) - b_bkt*eps_enc - b_bkt*gamma/R_cmp + b_bkt*gamma/(N*R_cmp) + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*numpy.minimum(N, G)) + 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up) - 2*M_bkt*b_bkt/(B_intra*R_cmp*eta_up*numpy.minimum(N, G)) - 2*b_bkt/(B_intra*R_cmp*eta_up) + 2*b_bkt/(B_intra*R_cmp*eta_up*numpy.minimum(N, G))


def train__cluster__hierarchical_ring__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """hierarchical-ring/all-reduce last bucket at infinite bandwidth, s: ``K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*alpha*ceiling(N/G) - 2*alpha + 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*alpha_hop*[ceiling(N/G) > n_leaf]*max(ceiling(ceiling(N/G)/n_leaf), 1)/ceiling(N/G) + 2*alpha_intra*min(N, G) - 2*alpha_intra + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*min(N, G))``."""
    return K_last*eps_enc + K_last*gamma/R_cmp - K_last*gamma/(N*R_cmp) + 2*alpha*numpy.ceil(N/G) - 2*alpha + 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1)/numpy.ceil(N/G) + 2*alpha_intra*numpy.minimum(N, G) - 2*alpha_intra + 2*K_last/(B_intra*R_cmp*eta_up) - 2*K_last/(B_intra*R_cmp*eta_up*numpy.minimum(N, G))


def train__cluster__hierarchical_ring__all_reduce__required_bandwidth_total(*, B_intra, F_ov, G, K_last, M_bkt, N, R_cmp, R_nic, T_s, alpha, alpha_hop, alpha_intra, b_bkt, budget, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B with Tt = budget + F*Ts, bytes/s: ``Piecewise((2*B_intra*N*eta_up*(ceiling(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1)*ceiling(min(N, G)/R_nic)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*ceiling(N/G)*min(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceiling(N/G)*min(N, G) - B_intra*K_last*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K_last*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceiling(N/G)**2*min(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceiling(N/G)*min(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*ceiling(N/G)*min(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*R_cmp*budget*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) - B_intra*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*K_last*N*ceiling(N/G)*min(N, G) + 2*K_last*N*ceiling(N/G) - 2*M_bkt*N*b_bkt*ceiling(N/G)*min(N, G) + 2*M_bkt*N*b_bkt*ceiling(N/G) + 2*N*b_bkt*ceiling(N/G)*min(N, G) - 2*N*b_bkt*ceiling(N/G))), R_nic < min(N, G)), (2*B_intra*N*eta_up*(ceiling(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*([ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] + 1)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*ceiling(N/G)*min(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceiling(N/G)*min(N, G) - B_intra*K_last*N*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*K_last*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceiling(N/G)**2*min(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*ceiling(N/G)*min(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*ceiling(N/G)*min(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*R_cmp*budget*eta_up*ceiling(N/G)*min(N, G) + B_intra*N*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) - B_intra*b_bkt*eta_up*gamma*ceiling(N/G)*min(N, G) - 2*K_last*N*ceiling(N/G)*min(N, G) + 2*K_last*N*ceiling(N/G) - 2*M_bkt*N*b_bkt*ceiling(N/G)*min(N, G) + 2*M_bkt*N*b_bkt*ceiling(N/G) + 2*N*b_bkt*ceiling(N/G)*min(N, G) - 2*N*b_bkt*ceiling(N/G))*floor(R_nic/min(N, G))), True))``."""
    return numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [2*B_intra*N*eta_up*(numpy.ceil(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.ceil(numpy.minimum(N, G)/R_nic)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K_last*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*R_cmp*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K_last*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K_last*N*numpy.ceil(N/G) - 2*M_bkt*N*b_bkt*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*M_bkt*N*b_bkt*numpy.ceil(N/G) + 2*N*b_bkt*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*N*b_bkt*numpy.ceil(N/G))),2*B_intra*N*eta_up*(numpy.ceil(N/G) - 1)*(K_last + M_bkt*b_bkt - b_bkt)*(numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)/(eta_net*(B_intra*F_ov*N*R_cmp*T_s*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*N*R_cmp*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K_last*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) + 2*B_intra*M_bkt*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 4*B_intra*M_bkt*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 + 2*B_intra*M_bkt*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*M_bkt*N*R_cmp*b_bkt*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*M_bkt*N*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*M_bkt*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*R_cmp*b_bkt*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*R_cmp*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*N*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*b_bkt*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K_last*N*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K_last*N*numpy.ceil(N/G) - 2*M_bkt*N*b_bkt*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*M_bkt*N*b_bkt*numpy.ceil(N/G) + 2*N*b_bkt*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*N*b_bkt*numpy.ceil(N/G))*numpy.floor(R_nic/numpy.minimum(N, G)))], default=numpy.nan)


def train__cluster__hierarchical_ring__all_reduce__required_bandwidth_last(*, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, budget, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """hierarchical-ring/all-reduce B with T_last = budget, bytes/s: ``Piecewise((2*B_intra*K_last*N*eta_up*(-[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(1, o_sub/n_leaf) + [ceiling(N/G) > n_leaf]*ceiling(N/G) + [ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] - ceiling(N/G) + 1)*ceiling(min(N, G)/R_nic)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceiling(N/G)*min(N, G) + B_intra*K_last*N*eta_up*gamma*ceiling(N/G)*min(N, G) - B_intra*K_last*eta_up*gamma*ceiling(N/G)*min(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*ceiling(N/G)**2*min(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*ceiling(N/G)*min(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 - 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G) - B_intra*N*R_cmp*budget*eta_up*ceiling(N/G)*min(N, G) + 2*K_last*N*ceiling(N/G)*min(N, G) - 2*K_last*N*ceiling(N/G))), R_nic < min(N, G)), (2*B_intra*K_last*N*eta_up*(-[ceiling(N/G) > n_leaf]*ceiling(N/G)*max(1, o_sub/n_leaf) + [ceiling(N/G) > n_leaf]*ceiling(N/G) + [ceiling(N/G) > n_leaf]*max(1, o_sub/n_leaf) - [ceiling(N/G) > n_leaf] - ceiling(N/G) + 1)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*ceiling(N/G)*min(N, G) + B_intra*K_last*N*eta_up*gamma*ceiling(N/G)*min(N, G) - B_intra*K_last*eta_up*gamma*ceiling(N/G)*min(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*ceiling(N/G)**2*min(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*ceiling(N/G)*min(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*ceiling(N/G)*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*[ceiling(N/G) > n_leaf]*min(N, G)*max(ceiling(ceiling(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G)**2 - 2*B_intra*N*R_cmp*alpha_intra*eta_up*ceiling(N/G)*min(N, G) - B_intra*N*R_cmp*budget*eta_up*ceiling(N/G)*min(N, G) + 2*K_last*N*ceiling(N/G)*min(N, G) - 2*K_last*N*ceiling(N/G))*floor(R_nic/min(N, G))), True))``."""
    return numpy.select([numpy.less(R_nic, numpy.minimum(N, G)),True], [2*B_intra*K_last*N*eta_up*(-numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(1, o_sub/n_leaf) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) - numpy.ceil(N/G) + 1)*numpy.ceil(numpy.minimum(N, G)/R_nic)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K_last*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 - 2*B_intra*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*N*R_cmp*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K_last*N*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K_last*N*numpy.ceil(N/G))),2*B_intra*K_last*N*eta_up*(-numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.maximum(1, o_sub/n_leaf) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G) + numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.maximum(1, o_sub/n_leaf) - numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) - numpy.ceil(N/G) + 1)/(eta_net*(B_intra*K_last*N*R_cmp*eps_enc*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + B_intra*K_last*N*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*K_last*eta_up*gamma*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*B_intra*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)**2*numpy.minimum(N, G) - 2*B_intra*N*R_cmp*alpha*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + 4*B_intra*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.ceil(N/G)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) - 4*B_intra*N*R_cmp*alpha_hop*eta_up*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(N, G)*numpy.maximum(numpy.ceil(numpy.ceil(N/G)/n_leaf), 1) + 2*B_intra*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G)**2 - 2*B_intra*N*R_cmp*alpha_intra*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) - B_intra*N*R_cmp*budget*eta_up*numpy.ceil(N/G)*numpy.minimum(N, G) + 2*K_last*N*numpy.ceil(N/G)*numpy.minimum(N, G) - 2*K_last*N*numpy.ceil(N/G))*numpy.floor(R_nic/numpy.minimum(N, G)))], default=numpy.nan)


def train__cluster__parameter_server__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp) + (2*N - 2)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*N - 2)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(2*N - 2)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp) + (2*N - 2)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__parameter_server__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """parameter-server/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + (2*N - 2)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(2*N - 2)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + (2*N - 2)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__parameter_server__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + 2*K_last*(N - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*(N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + 2*b_bkt*(N - 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + 2*K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*(N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + 2*b_bkt*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up)


def train__cluster__parameter_server__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """parameter-server/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + 2*K_last*(N - 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + 2*K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up)


def train__cluster__naive__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp) + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*(N - 1)/R_cmp + b_bkt*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp) + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__naive__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """naive/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*(N - 1)/R_cmp + K_last*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__naive__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + b_bkt*(N - 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + B_intra*b_bkt*eta_up*gamma*(N - 1) + b_bkt*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up)


def train__cluster__naive__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """naive/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N - 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + (N - 1)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp)*ceil_log2(N) + b_bkt*gamma*ceil_log2(N)/R_cmp) + 2*(K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp)*(numpy.frexp(N - 1)[1] + 0.0) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp) + 2*(K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + 2*(K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + 2*(K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*ceil_log2(N) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*ceil_log2(N) + 2*(B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*several(min(N, G)))*ceil_log2(N)) + 2*(B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*ceil_log2(N))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0)) + 2*(B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0))/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*ceil_log2(N) + 2*(B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*ceil_log2(N))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + 2*(B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0))/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__broadcast__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast Tt of all buckets, s: ``K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp)*ceil_log2(N)) + (K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp)*(numpy.frexp(N - 1)[1] + 0.0)) + (K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__broadcast__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """binomial-tree/broadcast time of the last bucket, s: ``K_last*eps_enc + (K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + (K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__broadcast__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """binomial-tree/broadcast Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*ceil_log2(N)*max(alpha_intra*several(min(N, G)), alpha*several(ceiling(N/G)) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))) - b_bkt*eps_enc + K_last*ceil_log2(N)*several(min(N, G))/(B_intra*R_cmp*eta_up) + M_bkt*b_bkt*ceil_log2(N)*several(min(N, G))/(B_intra*R_cmp*eta_up) - b_bkt*ceil_log2(N)*several(min(N, G))/(B_intra*R_cmp*eta_up)``."""
    return K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), alpha*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - b_bkt*eps_enc + K_last*(numpy.frexp(N - 1)[1] + 0.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up) + M_bkt*b_bkt*(numpy.frexp(N - 1)[1] + 0.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up) - b_bkt*(numpy.frexp(N - 1)[1] + 0.0)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__broadcast__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """binomial-tree/broadcast last bucket at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*ceil_log2(N))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0))/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce Tt of all buckets, s: ``K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*gamma/R_cmp + b_bkt*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp)*ceil_log2(N)) + (K_last*gamma/R_cmp + K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + (M_bkt - 1)*(b_bkt*eps_enc + (numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma/R_cmp + b_bkt*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp)*(numpy.frexp(N - 1)[1] + 0.0)) + (K_last*gamma/R_cmp + K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """binomial-tree/reduce time of the last bucket, s: ``K_last*eps_enc + (K_last*gamma/R_cmp + K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*ceil_log2(N)``."""
    return K_last*eps_enc + (K_last*gamma/R_cmp + K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(numpy.frexp(N - 1)[1] + 0.0)


def train__cluster__binomial_tree__reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + (B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + B_intra*b_bkt*eta_up*gamma + b_bkt*several(min(N, G)))*ceil_log2(N)) + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*ceil_log2(N))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + (B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + B_intra*b_bkt*eta_up*gamma + b_bkt*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0)) + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0))/(B_intra*R_cmp*eta_up)


def train__cluster__binomial_tree__reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """binomial-tree/reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*ceil_log2(N))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + (B_intra*K_last*eta_up*gamma + B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(numpy.frexp(N - 1)[1] + 0.0))/(B_intra*R_cmp*eta_up)


def train__cluster__recursive_doubling__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*ceil_log2(N) - floor_log2(N))*(max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp) + b_bkt*gamma*ceil_log2(N)/R_cmp) + (K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp) + b_bkt*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp) + (K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def train__cluster__recursive_doubling__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-doubling/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*ceil_log2(N)/R_cmp + (K_last*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*(2*ceil_log2(N) - floor_log2(N))``."""
    return K_last*eps_enc + K_last*gamma*(numpy.frexp(N - 1)[1] + 0.0)/R_cmp + (K_last*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))


def train__cluster__recursive_doubling__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*ceil_log2(N) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*ceil_log2(N) + (B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*several(min(N, G)))*(2*ceil_log2(N) - floor_log2(N))) + (B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*(2*ceil_log2(N) - floor_log2(N)))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (M_bkt - 1)*(B_intra*R_cmp*b_bkt*eps_enc*eta_up + B_intra*b_bkt*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))) + (B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)))/(B_intra*R_cmp*eta_up)


def train__cluster__recursive_doubling__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-doubling/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*ceil_log2(N) + (B_intra*R_cmp*eta_up*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + K_last*several(min(N, G)))*(2*ceil_log2(N) - floor_log2(N)))/(B_intra*R_cmp*eta_up)``."""
    return (B_intra*K_last*R_cmp*eps_enc*eta_up + B_intra*K_last*eta_up*gamma*(numpy.frexp(N - 1)[1] + 0.0) + (B_intra*R_cmp*eta_up*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + K_last*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))*(2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)))/(B_intra*R_cmp*eta_up)


def train__cluster__rabenseifner__all_reduce__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce Tt of all buckets, s: ``K_last*eps_enc + K_last*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp) + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + (M_bkt - 1)*(b_bkt*eps_enc + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp) + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__rabenseifner__all_reduce__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """rabenseifner/all-reduce time of the last bucket, s: ``K_last*eps_enc + K_last*gamma*((pof2(N) - 1)/pof2(N) + ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((2*pof2(N) - 2)/pof2(N) + 2*ceil_log2(N) - 2*floor_log2(N))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/R_cmp + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*gamma*((numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((2*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 2)/numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*(numpy.frexp(N - 1)[1] + 0.0) - 2*(numpy.frexp(N)[1] - 1.0))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/R_cmp + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__rabenseifner__all_reduce__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*pof2(N) + 2*K_last*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*pof2(N) + B_intra*b_bkt*eta_up*gamma*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1) + 2*b_bkt*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1)*several(min(N, G))))/(B_intra*R_cmp*eta_up*pof2(N))``."""
    return (B_intra*K_last*eta_up*gamma*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*R_cmp*eta_up*(b_bkt*eps_enc + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + B_intra*b_bkt*eta_up*gamma*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + 2*b_bkt*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*R_cmp*eta_up*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def train__cluster__rabenseifner__all_reduce__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """rabenseifner/all-reduce last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))))*pof2(N) + 2*K_last*((ceil_log2(N) - floor_log2(N))*pof2(N) + pof2(N) - 1)*several(min(N, G)))/(B_intra*R_cmp*eta_up*pof2(N))``."""
    return (B_intra*K_last*eta_up*gamma*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + B_intra*R_cmp*eta_up*(K_last*eps_enc + 2*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 2*K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*R_cmp*eta_up*numpy.ldexp(1.0, numpy.frexp(N)[1] - 1))


def train__cluster__recursive_halving__reduce_scatter__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter Tt of all buckets, s: ``K_last*eps_enc + gamma*(K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (M_bkt - 1)*(b_bkt*eps_enc + gamma*(b_bkt*(ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + (b_bkt*(ceil_log2(N) - floor_log2(N))/R_cmp + b_bkt*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + b_bkt*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))) + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + (K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))``."""
    return K_last*eps_enc + gamma*(K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (M_bkt - 1)*(b_bkt*eps_enc + gamma*(b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + b_bkt*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + b_bkt*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))) + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))


def train__cluster__recursive_halving__reduce_scatter__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, gamma, n_leaf, o_sub, **_):
    """recursive-halving/reduce-scatter time of the last bucket, s: ``K_last*eps_enc + gamma*(K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp)) + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + (K_last*(ceil_log2(N) - floor_log2(N))/R_cmp + K_last*(ceil_log2(N) - floor_log2(N))/(N*R_cmp) + K_last*((ceil_log2(N) - floor_log2(N))*((floor_log2(N) - floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 1) + pof2(N) - 1)/(N*R_cmp))*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))``."""
    return K_last*eps_enc + gamma*(K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp)) + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + (K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/R_cmp + K_last*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))/(N*R_cmp) + K_last*(((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*(((numpy.frexp(N)[1] - 1.0) - (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) - 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) + 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) - 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)/(N*R_cmp))*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))


def train__cluster__recursive_halving__reduce_scatter__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter Tt of all buckets at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + pof2(N) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + ceil_log2(N) - floor_log2(N) + pof2(N) - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + B_intra*b_bkt*eta_up*gamma*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + pof2(N) - 1) + b_bkt*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + ceil_log2(N) - floor_log2(N) + pof2(N) - 1)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + B_intra*b_bkt*eta_up*gamma*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + b_bkt*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up)


def train__cluster__recursive_halving__reduce_scatter__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, gamma, n_leaf, **_):
    """recursive-halving/reduce-scatter last bucket at infinite bandwidth, s: ``(B_intra*K_last*eta_up*gamma*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + pof2(N) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*ceil_log2(N) - floor_log2(N))*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N*(ceil_log2(N) - floor_log2(N)) - (ceil_log2(N) - floor_log2(N))*((-floor_log2(N) + floor_log2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1)*(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) - 2*pof2(N - ceil_log2(N) + floor_log2(N) - pof2(N) + 1) + 1) + ceil_log2(N) - floor_log2(N) + pof2(N) - 1)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up)``."""
    return (B_intra*K_last*eta_up*gamma*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1) + B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (2*(numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N*((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0)) - ((numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0))*((-(numpy.frexp(N)[1] - 1.0) + (numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1.0) + 1)*(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1) - 2*numpy.ldexp(1.0, numpy.frexp(N - (numpy.frexp(N - 1)[1] + 0.0) + (numpy.frexp(N)[1] - 1.0) - numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) + 1)[1] - 1) + 1) + (numpy.frexp(N - 1)[1] + 0.0) - (numpy.frexp(N)[1] - 1.0) + numpy.ldexp(1.0, numpy.frexp(N)[1] - 1) - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up)


def train__cluster__recursive_doubling__all_gather__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather Tt of all buckets, s: ``K_last*eps_enc + K_last*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp)) + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp)) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__recursive_doubling__all_gather__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """recursive-doubling/all-gather time of the last bucket, s: ``K_last*eps_enc + K_last*(N - 1)*max(several(min(N, G))/(B_intra*eta_up), min(N, G)*several(ceiling(N/G))*max(ceiling(ceiling(R_nic*min(N, G)/G)/ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G))/ceiling(R_nic*min(N, G)/G), o_sub*[ceiling(N/G) > n_leaf]/(n_leaf*ceiling(R_nic*min(N, G)/G)))/(B*eta_net))/(N*R_cmp) + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*(N - 1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)*numpy.maximum(numpy.ceil(numpy.ceil(R_nic*numpy.minimum(N, G)/G)/numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G))/numpy.ceil(R_nic*numpy.minimum(N, G)/G), o_sub*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)/(n_leaf*numpy.ceil(R_nic*numpy.minimum(N, G)/G)))/(B*eta_net))/(N*R_cmp) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__recursive_doubling__all_gather__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather Tt of all buckets at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*(K_last*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N - 1)*several(min(N, G)) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + b_bkt*(N - 1)*several(min(N, G))))/(B_intra*N*R_cmp*eta_up)``."""
    return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0) + (M_bkt - 1)*(B_intra*N*R_cmp*eta_up*(b_bkt*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + b_bkt*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)))/(B_intra*N*R_cmp*eta_up)


def train__cluster__recursive_doubling__all_gather__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """recursive-doubling/all-gather last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*(K_last*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*(N - 1)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up)``."""
    return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*(N - 1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up)


def train__cluster__bruck__all_to_all__comm_time(*, B, B_intra, G, K_last, M_bkt, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all Tt of all buckets, s: ``K_last*eps_enc + K_last*bit_count_sum(N)*max(several(min(N, G))/(B_intra*eta_up), ((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G))) + b_bkt*bit_count_sum(N)*max(several(min(N, G))/(B_intra*eta_up), ((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/(N*R_cmp)) + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), ((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/(N*R_cmp) + (M_bkt - 1)*(b_bkt*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) + b_bkt*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), ((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/(N*R_cmp)) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__bruck__all_to_all__last_bucket_time(*, B, B_intra, G, K_last, N, R_cmp, R_nic, alpha, alpha_hop, alpha_intra, eps_enc, eta_net, eta_up, n_leaf, o_sub, **_):
    """bruck/all-to-all time of the last bucket, s: ``K_last*eps_enc + K_last*bit_count_sum(N)*max(several(min(N, G))/(B_intra*eta_up), ((max(1, o_sub*(ceiling(N/G) - min(ceiling(N/G), n_leaf))/max(ceiling(N/G) - 1, 1)) - 1)*[ceiling(N/G) > n_leaf] + 1)*min(N, G)*several(ceiling(N/G))/(B*eta_net*ceiling(R_nic*(-G*(ceiling(N/G) - 1) + N)/G)))/(N*R_cmp) + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))``."""
    return K_last*eps_enc + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.maximum(numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*eta_up), ((numpy.maximum(1, o_sub*(numpy.ceil(N/G) - numpy.minimum(numpy.ceil(N/G), n_leaf))/numpy.maximum(numpy.ceil(N/G) - 1, 1)) - 1)*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float) + 1)*numpy.minimum(N, G)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)/(B*eta_net*numpy.ceil(R_nic*(-G*(numpy.ceil(N/G) - 1) + N)/G)))/(N*R_cmp) + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))


def train__cluster__bruck__all_to_all__comm_time_floor(*, B_intra, G, K_last, M_bkt, N, R_cmp, alpha, alpha_hop, alpha_intra, b_bkt, eps_enc, eta_up, n_leaf, **_):
    """bruck/all-to-all Tt of all buckets at infinite bandwidth, s: ``K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*ceil_log2(N)*max(alpha_intra*several(min(N, G)), alpha*several(ceiling(N/G)) + 2*alpha_hop*[ceiling(N/G) > n_leaf]*several(ceiling(N/G))) - b_bkt*eps_enc + K_last*bit_count_sum(N)*several(min(N, G))/(B_intra*N*R_cmp*eta_up) + M_bkt*b_bkt*bit_count_sum(N)*several(min(N, G))/(B_intra*N*R_cmp*eta_up) - b_bkt*bit_count_sum(N)*several(min(N, G))/(B_intra*N*R_cmp*eta_up)``."""
    return K_last*eps_enc + M_bkt*b_bkt*eps_enc + M_bkt*(numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), alpha*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0) + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float)*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0)) - b_bkt*eps_enc + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*R_cmp*eta_up) + M_bkt*b_bkt*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*R_cmp*eta_up) - b_bkt*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0)/(B_intra*N*R_cmp*eta_up)


def train__cluster__bruck__all_to_all__last_bucket_floor(*, B_intra, G, K_last, N, R_cmp, alpha, alpha_hop, alpha_intra, eps_enc, eta_up, n_leaf, **_):
    """bruck/all-to-all last bucket at infinite bandwidth, s: ``(B_intra*N*R_cmp*eta_up*(K_last*eps_enc + ceil_log2(N)*max(alpha_intra*several(min(N, G)), (alpha + 2*alpha_hop*[ceiling(N/G) > n_leaf])*several(ceiling(N/G)))) + K_last*bit_count_sum(N)*several(min(N, G)))/(B_intra*N*R_cmp*eta_up)``."""
    return (B_intra*N*R_cmp*eta_up*(K_last*eps_enc + (numpy.frexp(N - 1)[1] + 0.0)*numpy.maximum(alpha_intra*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0), (alpha + 2*alpha_hop*numpy.greater(numpy.ceil(N/G), n_leaf).astype(float))*numpy.minimum(numpy.frexp(numpy.ceil(N/G) - 1)[1], 1.0))) + K_last*numpy.sum(numpy.floor(numpy.multiply.outer(N, (0.5 ** numpy.arange(1.0, 55.0)))) * (2.0 ** numpy.arange(0.0, 54.0)) + numpy.maximum(numpy.mod(numpy.multiply.outer(N, numpy.ones(54)), (2.0 ** numpy.arange(1.0, 55.0))) - (2.0 ** numpy.arange(0.0, 54.0)), 0.0), axis=-1)*numpy.minimum(numpy.frexp(numpy.minimum(N, G) - 1)[1], 1.0))/(B_intra*N*R_cmp*eta_up)


CLUSTER_TRAINING = {
    'ring/all-reduce': {
        'comm_time': train__cluster__ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/reduce-scatter': {
        'comm_time': train__cluster__ring__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/all-gather': {
        'comm_time': train__cluster__ring__all_gather__comm_time,
        'last_bucket_time': train__cluster__ring__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/broadcast': {
        'comm_time': train__cluster__ring__broadcast__comm_time,
        'last_bucket_time': train__cluster__ring__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/reduce': {
        'comm_time': train__cluster__ring__reduce__comm_time,
        'last_bucket_time': train__cluster__ring__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__ring__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'ring/all-to-all': {
        'comm_time': train__cluster__ring__all_to_all__comm_time,
        'last_bucket_time': train__cluster__ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'double-binary-tree/all-reduce': {
        'comm_time': train__cluster__double_binary_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__double_binary_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__double_binary_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__double_binary_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/all-reduce': {
        'comm_time': train__cluster__nvls__all_reduce__comm_time,
        'last_bucket_time': train__cluster__nvls__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/all-gather': {
        'comm_time': train__cluster__nvls__all_gather__comm_time,
        'last_bucket_time': train__cluster__nvls__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls/reduce-scatter': {
        'comm_time': train__cluster__nvls__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__nvls__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__nvls__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'nvls-tree/all-reduce': {
        'comm_time': train__cluster__nvls_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__nvls_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__nvls_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__nvls_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'collnet-direct/all-reduce': {
        'comm_time': train__cluster__collnet_direct__all_reduce__comm_time,
        'last_bucket_time': train__cluster__collnet_direct__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__collnet_direct__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__collnet_direct__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'collnet-chain/all-reduce': {
        'comm_time': train__cluster__collnet_chain__all_reduce__comm_time,
        'last_bucket_time': train__cluster__collnet_chain__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__collnet_chain__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__collnet_chain__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'pat/all-gather': {
        'comm_time': train__cluster__pat__all_gather__comm_time,
        'last_bucket_time': train__cluster__pat__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__pat__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__pat__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'pat/reduce-scatter': {
        'comm_time': train__cluster__pat__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__pat__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__pat__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__pat__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-reduce': {
        'comm_time': train__cluster__flat_ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/reduce-scatter': {
        'comm_time': train__cluster__flat_ring__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__flat_ring__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-gather': {
        'comm_time': train__cluster__flat_ring__all_gather__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/broadcast': {
        'comm_time': train__cluster__flat_ring__broadcast__comm_time,
        'last_bucket_time': train__cluster__flat_ring__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/reduce': {
        'comm_time': train__cluster__flat_ring__reduce__comm_time,
        'last_bucket_time': train__cluster__flat_ring__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'flat-ring/all-to-all': {
        'comm_time': train__cluster__flat_ring__all_to_all__comm_time,
        'last_bucket_time': train__cluster__flat_ring__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__flat_ring__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__flat_ring__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'hierarchical-ring/all-reduce': {
        'comm_time': train__cluster__hierarchical_ring__all_reduce__comm_time,
        'last_bucket_time': train__cluster__hierarchical_ring__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__hierarchical_ring__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__hierarchical_ring__all_reduce__last_bucket_floor,
        'required_bandwidth_total': train__cluster__hierarchical_ring__all_reduce__required_bandwidth_total,
        'required_bandwidth_last': train__cluster__hierarchical_ring__all_reduce__required_bandwidth_last,
    },
    'parameter-server/all-reduce': {
        'comm_time': train__cluster__parameter_server__all_reduce__comm_time,
        'last_bucket_time': train__cluster__parameter_server__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__parameter_server__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__parameter_server__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'naive/all-reduce': {
        'comm_time': train__cluster__naive__all_reduce__comm_time,
        'last_bucket_time': train__cluster__naive__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__naive__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__naive__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/all-reduce': {
        'comm_time': train__cluster__binomial_tree__all_reduce__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/broadcast': {
        'comm_time': train__cluster__binomial_tree__broadcast__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__broadcast__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__broadcast__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__broadcast__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'binomial-tree/reduce': {
        'comm_time': train__cluster__binomial_tree__reduce__comm_time,
        'last_bucket_time': train__cluster__binomial_tree__reduce__last_bucket_time,
        'comm_time_floor': train__cluster__binomial_tree__reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__binomial_tree__reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-doubling/all-reduce': {
        'comm_time': train__cluster__recursive_doubling__all_reduce__comm_time,
        'last_bucket_time': train__cluster__recursive_doubling__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_doubling__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_doubling__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'rabenseifner/all-reduce': {
        'comm_time': train__cluster__rabenseifner__all_reduce__comm_time,
        'last_bucket_time': train__cluster__rabenseifner__all_reduce__last_bucket_time,
        'comm_time_floor': train__cluster__rabenseifner__all_reduce__comm_time_floor,
        'last_bucket_floor': train__cluster__rabenseifner__all_reduce__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-halving/reduce-scatter': {
        'comm_time': train__cluster__recursive_halving__reduce_scatter__comm_time,
        'last_bucket_time': train__cluster__recursive_halving__reduce_scatter__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_halving__reduce_scatter__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_halving__reduce_scatter__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'recursive-doubling/all-gather': {
        'comm_time': train__cluster__recursive_doubling__all_gather__comm_time,
        'last_bucket_time': train__cluster__recursive_doubling__all_gather__last_bucket_time,
        'comm_time_floor': train__cluster__recursive_doubling__all_gather__comm_time_floor,
        'last_bucket_floor': train__cluster__recursive_doubling__all_gather__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
    'bruck/all-to-all': {
        'comm_time': train__cluster__bruck__all_to_all__comm_time,
        'last_bucket_time': train__cluster__bruck__all_to_all__last_bucket_time,
        'comm_time_floor': train__cluster__bruck__all_to_all__comm_time_floor,
        'last_bucket_floor': train__cluster__bruck__all_to_all__last_bucket_floor,
        'required_bandwidth_total': None,
        'required_bandwidth_last': None,
    },
}
