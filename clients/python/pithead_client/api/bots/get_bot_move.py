from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bot_move import BotMove
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    move_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/bots/moves/{move_id}".format(
            move_id=quote(str(move_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BotMove | Problem | None:
    if response.status_code == 200:
        response_200 = BotMove.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BotMove | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[BotMove | Problem]:
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation.

    Args:
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotMove | Problem]
    """

    kwargs = _get_kwargs(
        move_id=move_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> BotMove | Problem | None:
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation.

    Args:
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotMove | Problem
    """

    return sync_detailed(
        move_id=move_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[BotMove | Problem]:
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation.

    Args:
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BotMove | Problem]
    """

    kwargs = _get_kwargs(
        move_id=move_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    move_id: str,
    *,
    client: AuthenticatedClient,
) -> BotMove | Problem | None:
    """A bot move you asked for: pending, or done with the actions and the bot's evaluation.

    Args:
        move_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BotMove | Problem
    """

    return (
        await asyncio_detailed(
            move_id=move_id,
            client=client,
        )
    ).parsed
